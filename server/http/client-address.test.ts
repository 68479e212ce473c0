import express, { type Request } from "express";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

/** A request as Express hands it over, from `peer`, behind the `trust proxy` setting `trusted`. */
function requestFrom(peer: string, forwardedFor: string | undefined, trusted: string | number | false): Request {
  const app = express();
  app.set("trust proxy", trusted);
  return { app, socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } } as unknown as Request;
}

describe("the client address", () => {
  it("is the address a trusted proxy names, IPv4 or IPv6", () => {
    expect(clientAddress(requestFrom("127.0.0.1", "203.0.113.7", "loopback"))).toBe("203.0.113.7");
    expect(clientAddress(requestFrom("::ffff:127.0.0.1", "2001:DB8::1", "loopback"))).toBe("2001:db8::1");
    // Two trusted hops: the first address the inner proxy did not add itself.
    expect(clientAddress(requestFrom("10.0.0.2", "198.51.100.4, 10.0.0.9", "10.0.0.0/8"))).toBe("198.51.100.4");
    expect(clientAddress(requestFrom("10.0.0.2", "192.0.2.1, 198.51.100.4", 1))).toBe("198.51.100.4");
  });

  it("is the socket's address when the peer is not a trusted proxy, whatever the header says", () => {
    expect(clientAddress(requestFrom("::ffff:198.51.100.20", "203.0.113.7", "loopback"))).toBe("198.51.100.20");
    expect(clientAddress(requestFrom("198.51.100.20", "203.0.113.7", false))).toBe("198.51.100.20");
    expect(clientAddress(requestFrom("198.51.100.20", undefined, "loopback"))).toBe("198.51.100.20");
  });

  it("falls back to the socket's address when a trusted hop passes on anything but an IP address", () => {
    for (const garbage of ["x".repeat(8192), "unknown", "203.0.113.7:443", "[2001:db8::1]", "203.0.113.7 ; drop", "", "999.1.1.1"]) {
      expect(clientAddress(requestFrom("127.0.0.1", garbage, "loopback"))).toBe("127.0.0.1");
    }
    expect(clientAddress(requestFrom("10.0.0.2", "evil, 10.0.0.9", "10.0.0.0/8"))).toBe("10.0.0.2");
  });
});
