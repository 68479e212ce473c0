import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken } from "./form-token.server";

const options = { secret: "s".repeat(40), minFillMs: 2000, maxAgeMs: 60_000 };
const now = 1_800_000_000_000;

describe("the form token", () => {
  it("is valid once the minimum fill time has passed and until it expires", () => {
    const token = issueFormToken(options.secret, now);
    expect(checkFormToken(token, options, now + 1999)).toEqual({ kind: "too-fast", ageMs: 1999 });
    expect(checkFormToken(token, options, now + 2000)).toMatchObject({ kind: "valid", ageMs: 2000 });
    expect(checkFormToken(token, options, now + 60_000).kind).toBe("valid");
    // Still the same form's key: an expired post of a form already stored is found by it.
    expect(checkFormToken(token, options, now + 60_001)).toEqual({ kind: "expired", key: (checkFormToken(token, options, now + 2000) as { key: string }).key });
  });

  it("gives every rendered form its own idempotency key, the same on every post of that form", () => {
    const first = issueFormToken(options.secret, now);
    const second = issueFormToken(options.secret, now);
    const keyOf = (token: string) => {
      const check = checkFormToken(token, options, now + 5000);
      return check.kind === "valid" ? check.key : undefined;
    };
    expect(keyOf(first)).toMatch(/^1800000000000\.[\w-]{16}$/);
    expect(keyOf(first)).toBe(keyOf(first));
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it("refuses a token signed with another secret, an altered time or nonce, or garbage", () => {
    const token = issueFormToken(options.secret, now);
    const [, nonce, signature] = token.split(".");
    expect(checkFormToken(issueFormToken("t".repeat(40), now), options, now + 5000).kind).toBe("invalid");
    expect(checkFormToken(`${now - 100_000 + 1}.${nonce}.${signature}`, options, now + 5000).kind).toBe("invalid");
    expect(checkFormToken(`${now}.${"A".repeat(16)}.${signature}`, options, now + 5000).kind).toBe("invalid");
    for (const garbage of [undefined, "", "abc", `${now}.`, `${now}.${signature}`, `${token}x`])
      expect(checkFormToken(garbage, options, now).kind).toBe("invalid");
  });
});
