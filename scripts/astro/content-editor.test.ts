import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentEditor } from "./content-editor";

/** The integration's setup as Astro calls it, in a project folder with no .env, recording what it asks for. */
async function setUp(command: "dev" | "build") {
  const routes: string[] = [];
  const defines: Record<string, string>[] = [];
  const options = {
    command,
    config: { root: pathToFileURL(mkdtempSync(`${tmpdir()}/editor-env-`) + "/"), server: {} },
    updateConfig: (update: { vite?: { define?: Record<string, string> } }) => {
      if (update.vite?.define) defines.push(update.vite.define);
    },
    injectRoute: (route: { pattern: string }) => routes.push(route.pattern),
    addMiddleware: () => undefined,
    logger: { warn: () => undefined, info: () => undefined },
  };
  const setup = contentEditor().hooks["astro:config:setup"] as (o: unknown) => Promise<void>;
  await setup(options);
  return { routes, builtIn: Object.assign({}, ...defines)["import.meta.env.CONTENT_EDITOR_BUILT_IN"] as string | undefined };
}

describe("the content editor in a build", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is absent from a production build unless the owner turns it on", async () => {
    vi.stubEnv("CONTENT_EDITOR", "");
    expect(await setUp("build")).toEqual({ routes: [], builtIn: "false" });
  });

  it("refuses CONTENT_EDITOR=github without a repository, where Keystatic would write the server's own files for anyone", async () => {
    vi.stubEnv("CONTENT_EDITOR", "github");
    vi.stubEnv("PUBLIC_KEYSTATIC_GITHUB_REPO", "");
    await expect(setUp("build")).rejects.toThrow(/CONTENT_EDITOR=github needs PUBLIC_KEYSTATIC_GITHUB_REPO=<owner>\/<repository>/);
  });

  it("is built in with its repository, and on the development server", async () => {
    vi.stubEnv("CONTENT_EDITOR", "github");
    vi.stubEnv("PUBLIC_KEYSTATIC_GITHUB_REPO", "agency/website");
    const production = await setUp("build");
    expect(production.builtIn).toBe("true");
    expect(production.routes).toContain("/api/keystatic/[...params]");
    vi.stubEnv("CONTENT_EDITOR", "");
    expect((await setUp("dev")).builtIn).toBe("true");
  });
});
