import { describe, expect, it } from "vitest";
import { failure } from "./log";

describe("a failure in the log", () => {
  it("is the innermost cause and its SQLSTATE, never the statement's parameters", () => {
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    const query = new Error('Failed query: insert into "Contact-final" … params: Grace,Hopper,grace@example.com,Navy', { cause: refused });
    expect(failure(query)).toEqual({ error: 'invalid byte sequence for encoding "UTF8": 0x00', code: "22021" });
    expect(JSON.stringify(failure(query))).not.toContain("grace@example.com");
    expect(failure("plain")).toEqual({ error: "plain" });
  });
});
