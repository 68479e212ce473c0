import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "./fixtures";
import { createRequestHandler, type ServerBuild } from "react-router";

/**
 * An unexpected server error must give the styled, localized error page with status 500, never a blank
 * page. The production build is driven directly, without the load context Express provides, so the
 * contact page's loader fails the way any unforeseen bug would.
 */
test("an unexpected error renders the localized 500 page inside the site's shell", async () => {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const errors: unknown[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const response = await handle(new Request("http://localhost/fr/contact"));
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toContain("Une erreur est survenue");
    expect(html).toContain("Recharger la page");
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    expect(html).toContain("<footer");
  } finally {
    console.error = originalError;
  }
  // The error is reported on the server, not swallowed.
  expect(errors.length).toBeGreaterThan(0);
});
