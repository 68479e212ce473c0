// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { smallPreloadHelper } from "./small-preload-helper";

type Preload = (load: () => Promise<string>, stylesheets?: string[]) => Promise<string>;
const helper = (base: string) => new Function(smallPreloadHelper(base).replace("export const __vitePreload =", "return"))() as Preload;

describe("the small preload helper", () => {
  it("runs a lazy module at once when it brings no stylesheet", async () => {
    const load = vi.fn(async () => "module");
    await expect(helper("/")(load, [])).resolves.toBe("module");
    await expect(helper("/")(load)).resolves.toBe("module");
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
  });

  it("loads a lazy module's stylesheet from the site's base first, and fails with it", async () => {
    const load = vi.fn(async () => "module");
    const loading = helper("/site/")(load, ["_astro/lazy.css"]);
    const link = document.head.querySelector<HTMLLinkElement>("link[rel=stylesheet]")!;
    expect(link.getAttribute("href")).toBe("/site/_astro/lazy.css");
    expect(load).not.toHaveBeenCalled();
    link.dispatchEvent(new Event("load"));
    await expect(loading).resolves.toBe("module");

    const failing = helper("/")(load, ["_astro/missing.css"]);
    document.head.querySelector<HTMLLinkElement>("link[href='/_astro/missing.css']")!.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toThrow("stylesheet _astro/missing.css did not load");
  });
});
