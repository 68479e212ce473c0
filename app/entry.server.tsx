import { Writable } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { deferHydration } from "~/.server/defer-hydration";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, but the whole document is rendered before it is sent: pages are
 * small and nearly all prerendered, the loaders return plain data (nothing to stream), and the
 * finished HTML is what deferHydration rewrites.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        try {
          const html = deferHydration(Buffer.concat(chunks).toString("utf8"));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        } catch (error) {
          reject(error);
        }
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(body);
      },
      // The document goes out whole, so a large Suspense boundary (a deferred home section) must not be
      // outlined into a hidden template that only an inline script puts in place: without JavaScript
      // that section would stay blank.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject the promise and React Router logs them; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
    // Rendering that hangs is cut off, so its boundaries fall back to client rendering.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
