import { describe, expect, it } from "vitest";
import { fieldLimits, HONEYPOT_FIELD, MESSAGE_HARD_STOP, TOKEN_FIELD } from "./form-fields";
import { MAX_BODY_BYTES } from "./read-form.server";

describe("what the server reads of a post", () => {
  it("takes the whole of an honest form, every field as full as the form lets it be, in characters of nine encoded bytes", () => {
    const wide = "张";
    const body = new URLSearchParams({
      [TOKEN_FIELD]: `${Date.now()}.${"t".repeat(64)}`,
      [HONEYPOT_FIELD]: "",
      fullName: wide.repeat(fieldLimits.fullName),
      email: `${wide.repeat(fieldLimits.email - 12)}@example.com`,
      company: wide.repeat(fieldLimits.company),
      motivation: wide.repeat(MESSAGE_HARD_STOP),
    }).toString();
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_BODY_BYTES);
  });
});
