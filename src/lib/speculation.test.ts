// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { layOutWhilePrerendering } from "./speculation";

function setPrerendering(prerendering: boolean) {
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
}

describe("a prerendered page is laid out before it is shown", () => {
  let fontsLoaded: () => void;
  beforeEach(() => {
    Object.defineProperty(document, "fonts", { configurable: true, value: { ready: new Promise<void>((loaded) => (fontsLoaded = loaded)) } });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setPrerendering(false);
    document.body.innerHTML = "";
  });

  it("once parsed, and again once the fonts that layout asked for have arrived", async () => {
    setPrerendering(true);
    const layout = vi.spyOn(document.documentElement, "getBoundingClientRect");
    layOutWhilePrerendering();
    expect(layout).not.toHaveBeenCalled();

    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(layout).toHaveBeenCalledTimes(1);
    fontsLoaded();
    await vi.waitFor(() => expect(layout).toHaveBeenCalledTimes(2));
  });

  it("as the parser adds to it, until the page is parsed", async () => {
    setPrerendering(true);
    const layout = vi.spyOn(document.documentElement, "getBoundingClientRect");
    layOutWhilePrerendering();
    document.body.append(document.createElement("header"));
    await vi.waitFor(() => expect(layout).toHaveBeenCalledTimes(1));

    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(layout).toHaveBeenCalledTimes(2);
    // Once parsed, what scripts add to the page waits for the frames it will have once shown.
    document.body.append(document.createElement("footer"));
    await Promise.resolve();
    expect(layout).toHaveBeenCalledTimes(2);
  });

  it("leaves a page already shown to the browser's own frames", async () => {
    setPrerendering(true);
    const layout = vi.spyOn(document.documentElement, "getBoundingClientRect");
    layOutWhilePrerendering();
    setPrerendering(false);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    fontsLoaded();
    await document.fonts.ready;
    await Promise.resolve();
    expect(layout).not.toHaveBeenCalled();
  });

  it("asks for nothing in a page that is not prerendered", () => {
    const layout = vi.spyOn(document.documentElement, "getBoundingClientRect");
    layOutWhilePrerendering();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(layout).not.toHaveBeenCalled();
  });
});
