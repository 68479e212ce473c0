import { isIP } from "node:net";
import type { Request } from "express";
import type { TrustHop } from "~server/env";

/** "::ffff:203.0.113.7", how a dual-stack socket reports an IPv4 peer, is that IPv4 address. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/**
 * The address a visitor posts from, for the contact form's rate limit and logs. Walks X-Forwarded-For
 * from the nearest hop, as far as each hop is a trusted proxy (`TRUST_PROXY`). Only a syntactically
 * valid IP address counts: anything else a hop passes on — an 8 KB "address", a name, a port — means the
 * chain cannot be trusted, and the socket's own address is used, so no visitor can choose a fresh
 * identity (or a key of any size) per post.
 */
export function clientAddress(req: Request): string {
  const socketAddress = plainAddress(req.socket.remoteAddress ?? "");
  const trust = req.app.get("trust proxy fn") as TrustHop;
  const header = req.headers["x-forwarded-for"];
  if (header === undefined || !trust(socketAddress, 0)) return socketAddress || "unknown";
  const forwarded = (Array.isArray(header) ? header.join(",") : header)
    .split(",")
    .map((part) => part.trim())
    .reverse();
  let address = socketAddress;
  for (const [index, candidate] of forwarded.entries()) {
    if (isIP(candidate) === 0) return socketAddress;
    address = plainAddress(candidate);
    if (!trust(address, index + 1)) break;
  }
  return address;
}
