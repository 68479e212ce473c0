import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "./fixtures";

/** Renders a path with the build's handler behind a bare HTTP server, without the locals Express provides. */
async function renderWithoutServices(url: string): Promise<{ status: number; html: string }> {
  const { handler } = (await import(pathToFileURL(path.resolve("dist/server/entry.mjs")).href)) as {
    handler: (req: unknown, res: unknown, next: () => void, locals: object) => void;
  };
  const server = createServer((req, res) => handler(req, res, () => res.writeHead(404).end(), {}));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`);
    return { status: response.status, html: await response.text() };
  } finally {
    server.close();
  }
}

/**
 * An unexpected server error must give the styled, localized error page with status 500, never a blank
 * page. The contact page is rendered without the database and the contact service, so it fails the way
 * any unforeseen bug would.
 */
test("an unexpected error renders the localized 500 page inside the site's shell", async () => {
  const errors: unknown[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const { status, html } = await renderWithoutServices("/fr/contact");
    expect(status).toBe(500);
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toContain("Une erreur est survenue");
    expect(html).toContain("Recharger la page");
    expect(html).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css"/);
    expect(html).toContain("<footer");
  } finally {
    console.error = originalError;
  }
  // The error is reported on the server, not swallowed.
  expect(errors.length).toBeGreaterThan(0);
});
