import type { RequestHandler } from "express";

/**
 * Refuses a body declared larger than `limitBytes` before a byte of it is read, and closes the
 * connection instead of draining it: a body parser, refusing it, would first read all of it (up to the
 * request deadline). A body sent without a declared length is left to the parser's own limit.
 */
export function refuseDeclaredOver(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    if (Number(req.get("content-length")) > limitBytes) return void res.set("Connection", "close").status(413).json({ error: "too-large" });
    next();
  };
}
