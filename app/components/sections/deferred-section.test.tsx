// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { Suspense, useState, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, setViewport, useFakeBrowser } from "~/test-support/browser";

type Modules = {
  deferredSection: typeof import("./deferred-section").deferredSection;
  environment: typeof import("~/hooks/use-environment");
};

/** Fresh modules per test: whether the page has hydrated is module state, as in the browser. */
async function freshModules(): Promise<Modules> {
  vi.resetModules();
  const [{ deferredSection }, environment] = await Promise.all([import("./deferred-section"), import("~/hooks/use-environment")]);
  return { deferredSection, environment };
}

/** A section with state and a browser-only value, like the carousels: it shows whether it hydrated. */
function counterSection({ useDeviceClass }: Modules["environment"]) {
  return function Counter({ label }: { label: string }) {
    const [clicks, setClicks] = useState(0);
    const device = useDeviceClass();
    return (
      <section id="faq">
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          {label} {clicks}
        </button>
        <span data-testid="device">{device}</span>
      </section>
    );
  };
}

/** Lets the lazy import resolve and React finish what it then has to do. */
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(10)));

describe("deferredSection", () => {
  useFakeBrowser({ width: 390, height: 844 });
  let root: Root | undefined;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  /** Hydrates the section's server HTML; with `failure`, every download of its code throws that. */
  async function hydrateDeferred(modules: Modules, failure?: Error) {
    const Counter = counterSection(modules.environment);
    const load = vi.fn(async (): Promise<ComponentType<{ label: string }>> => {
      if (failure) throw failure;
      return Counter;
    });
    const Deferred = modules.deferredSection("faq", load);
    // What the server sends: a completed Suspense boundary, with the server's values.
    container.innerHTML = renderToString(
      <Suspense>
        <Counter label="Open" />
      </Suspense>,
    );
    await act(async () => {
      root = hydrateRoot(container, <Deferred label="Open" />);
    });
    // The document's root marks the page hydrated in its effect, after its children's effects.
    modules.environment.markPageHydrated();
    return { load, Deferred };
  }

  it("keeps the server HTML and loads nothing until the section nears the screen, then hydrates it", async () => {
    const modules = await freshModules();
    const { load } = await hydrateDeferred(modules);
    const button = screen.getByRole("button");
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(button.textContent).toBe("Open 0");
    expect(FakeIntersectionObserver.instances.at(-1)?.options.rootMargin).toBe("100% 0px");

    act(() => FakeIntersectionObserver.report(document.getElementById("faq")!, true));
    await flush();
    expect(load).toHaveBeenCalledOnce();
    // Hydrated without a mismatch (a console.error would fail the test): the same element, now live,
    // and the browser's device class arrives after hydration.
    expect(screen.getByRole("button")).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe("Open 1");
    expect(screen.getByTestId("device").textContent).toBe("mobile");
  });

  it("holds a click made before the section hydrated, loads its code at once and repeats the click once it has", async () => {
    const modules = await freshModules();
    const { load } = await hydrateDeferred(modules);
    const button = screen.getByRole("button");
    // Far from the screen as far as the observer knows (the visitor jumped there): the click alone opens it.
    await act(async () => button.click());
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(button.textContent).toBe("Open 1");
    // Once hydrated, clicks go straight to React, once each.
    await act(async () => button.click());
    expect(button.textContent).toBe("Open 2");
  });

  it("leaves a modified click to the browser (a new tab), without holding it", async () => {
    const modules = await freshModules();
    const { load } = await hydrateDeferred(modules);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => void screen.getByRole("button").dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("retries code that failed to download, and keeps the server HTML meanwhile and if it never comes", async () => {
    const modules = await freshModules();
    const { load } = await hydrateDeferred(modules, new TypeError("Failed to fetch dynamically imported module"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    act(() => FakeIntersectionObserver.report(document.getElementById("faq")!, true));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000)));
    expect(load).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledOnce();
    // No error page, no blank: the section as the server sent it.
    expect(screen.getByRole("button").textContent).toBe("Open 0");
  });

  it("loads at once when new props arrive before it hydrated (React drops the server HTML then)", async () => {
    const modules = await freshModules();
    const { load, Deferred } = await hydrateDeferred(modules);
    // A language switch: the page re-renders the section with other words while it still waits.
    await act(async () => root!.render(<Deferred label="Ouvrir" />));
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole("button").textContent).toBe("Ouvrir 0");
  });

  it("after a client-side navigation renders at once, with the browser's values", async () => {
    const modules = await freshModules();
    modules.environment.markPageHydrated();
    const load = vi.fn(async () => counterSection(modules.environment) as ComponentType<{ label: string }>);
    const Deferred = modules.deferredSection("faq", load);
    render(<Deferred label="Open" />);
    await flush();
    expect(screen.getByRole("button").textContent).toBe("Open 0");
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByTestId("device").textContent).toBe("mobile");
  });

  it("stops watching when the visitor leaves before reaching it, and loads at once on the way back", async () => {
    const modules = await freshModules();
    const { load, Deferred } = await hydrateDeferred(modules);
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    act(() => root?.unmount());
    root = undefined;
    expect(observer.observed.size).toBe(0);

    setViewport(1280, 800);
    render(<Deferred label="Back" />);
    await flush();
    expect(screen.getByRole("button").textContent).toBe("Back 0");
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByTestId("device").textContent).toBe("desktop");
  });
});
