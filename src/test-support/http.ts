import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Starts `server` on a free loopback port and returns its origin ("http://127.0.0.1:<port>"). */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Posts to `url` a body that declares `declaredBytes` and sends only 16 KB of it: a server that waits for
 * the rest would wait for ever, so the client gives up after 5 s. The answer's status and how long it took.
 */
export async function postDeclaringMore(
  url: string,
  headers: Record<string, string>,
  declaredBytes: number,
): Promise<{ status: number | undefined; ms: number }> {
  const asked = performance.now();
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const request = httpRequest(url, { method: "POST", headers: { ...headers, "content-length": String(declaredBytes) }, signal: AbortSignal.timeout(5_000) });
    request.on("response", (response) => {
      resolve(response.statusCode);
      request.destroy();
    });
    request.on("error", reject);
    request.write(`{"x":"${" ".repeat(16 * 1024)}`);
  });
  return { status, ms: performance.now() - asked };
}
