// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Photo } from "~/lib/photo";
import { FakeIntersectionObserver, useFakeBrowser } from "~/test-support/browser";
import { Avatar, SiteImage } from "./site-image";

const stored = "data:image/png;base64,iVBORw0KGgo=";

/** A manifest entry as the build writes it (scripts/photos/generate.ts). */
const portrait: Photo = {
  width: 800,
  height: 1000,
  src: "/assets/photos/portrait-800-w3.webp",
  sources: [
    { type: "image/avif", srcSet: "/assets/photos/portrait-320-a1.avif 320w, /assets/photos/portrait-800-a2.avif 800w" },
    { type: "image/webp", srcSet: "/assets/photos/portrait-320-w1.webp 320w, /assets/photos/portrait-800-w3.webp 800w" },
  ],
};

useFakeBrowser();
afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = "";
});

/** The server's markup, parsed, to query like the page the browser gets. */
function serverMarkup(element: React.ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  return container;
}

function renderLogo() {
  return render(<SiteImage src="/images/clients/airhelp.svg" alt="AirHelp" width={200} height={64} />);
}

describe("SiteImage", () => {
  it("is a plain visible image in the server HTML", () => {
    const html = renderToString(<SiteImage src="/a.svg" alt="A" width={20} height={10} />);
    expect(html).toContain('src="/a.svg"');
    expect(html).toContain('width="20"');
    expect(html).toContain("opacity-100");
  });

  it("shows a skeleton while loading, then fades the picture in", () => {
    const { container } = renderLogo();
    const image = screen.getByRole("img", { name: "AirHelp" });
    expect(container.firstElementChild?.getAttribute("data-status")).toBe("loading");
    expect(container.querySelector(".animate-pulse")).not.toBeNull();
    expect(image.className).toContain("opacity-0");
    fireEvent.load(image);
    expect(container.firstElementChild?.getAttribute("data-status")).toBe("loaded");
    expect(container.querySelector(".animate-pulse")).toBeNull();
    expect(image.className).toContain("opacity-100");
  });

  it("replaces a failed picture with a placeholder carrying the alt text", () => {
    renderLogo();
    fireEvent.error(screen.getByRole("img", { name: "AirHelp" }));
    const placeholder = screen.getByRole("img", { name: "AirHelp" });
    expect(placeholder.tagName).toBe("SPAN");
    expect(placeholder.textContent).toContain("AirHelp");
  });

  it("shows a custom fallback when one is given", () => {
    render(<SiteImage src="/x.svg" alt="Logo X" width={1} height={1} fallback={<span>X · Logo non disponibile</span>} />);
    fireEvent.error(screen.getByRole("img", { name: "Logo X" }));
    expect(screen.getByText("X · Logo non disponibile")).toBeTruthy();
  });

  it("uses a stored override and reloads it 200 ms after imagesUpdated", () => {
    localStorage.setItem("pr_site_image_airhelp", stored);
    renderLogo();
    expect(screen.getByRole("img", { name: "AirHelp" }).getAttribute("src")).toBe(stored);

    localStorage.setItem("pr_site_image_airhelp", "https://cdn.example.com/airhelp.png");
    act(() => {
      window.dispatchEvent(new Event("imagesUpdated"));
      vi.advanceTimersByTime(199);
    });
    expect(screen.getByRole("img", { name: "AirHelp" }).getAttribute("src")).toBe(stored);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("img", { name: "AirHelp" }).getAttribute("src")).toBe("https://cdn.example.com/airhelp.png");
  });

  it("reloads after a storage event from another tab, dropping an invalid value", () => {
    localStorage.setItem("pr_site_image_airhelp_base64", stored);
    renderLogo();
    localStorage.setItem("pr_site_image_airhelp_base64", "garbage");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "pr_site_image_airhelp_base64" }));
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole("img", { name: "AirHelp" }).getAttribute("src")).toBe("/images/clients/airhelp.svg");
    expect(localStorage.getItem("pr_site_image_airhelp_base64")).toBeNull();
  });
});

describe("SiteImage with a photo", () => {
  it("is a picture offering AVIF, then WebP, with the photo's size, lazy by default", () => {
    const markup = serverMarkup(<SiteImage src={portrait} alt="Portrait" sizes="(min-width: 768px) 50vw, 100vw" />);
    const sources = [...markup.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources.map((source) => source.getAttribute("srcset"))).toEqual(portrait.sources.map((source) => source.srcSet));
    for (const source of sources) expect(source.getAttribute("sizes")).toBe("(min-width: 768px) 50vw, 100vw");
    const image = markup.querySelector("picture > img");
    expect(image?.getAttribute("src")).toBe(portrait.src);
    expect(image?.getAttribute("width")).toBe("800");
    expect(image?.getAttribute("height")).toBe("1000");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(image?.hasAttribute("fetchpriority")).toBe(false);
    expect(markup.querySelector("link")).toBeNull();
  });

  it("as the page's LCP picture: eager, fetched first, and its AVIF preloaded in the head", () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <SiteImage src={portrait} alt="Portrait" sizes="100vw" priority />
        </body>
      </html>,
    );
    const document = new DOMParser().parseFromString(html, "text/html");
    const image = document.querySelector("picture > img");
    expect(image?.getAttribute("loading")).toBe("eager");
    expect(image?.getAttribute("fetchpriority")).toBe("high");
    const preloads = [...document.querySelectorAll('link[rel="preload"]')];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]?.parentElement?.tagName).toBe("HEAD");
    expect(preloads[0]?.getAttribute("as")).toBe("image");
    expect(preloads[0]?.getAttribute("type")).toBe("image/avif");
    expect(preloads[0]?.getAttribute("imagesrcset")).toBe(portrait.sources[0]!.srcSet);
    expect(preloads[0]?.getAttribute("imagesizes")).toBe("100vw");
    expect(preloads[0]?.getAttribute("fetchpriority")).toBe("high");
  });

  it("preloads a priority path as it is", () => {
    const markup = serverMarkup(<SiteImage src="/images/hero.svg" alt="Hero" width={10} height={10} priority />);
    const preload = markup.querySelector('link[rel="preload"]');
    expect(preload?.getAttribute("href")).toBe("/images/hero.svg");
    expect(preload?.getAttribute("fetchpriority")).toBe("high");
    expect(markup.querySelector("picture")).toBeNull();
  });

  it("shows a stored override as a plain img instead of the photo", () => {
    localStorage.setItem("pr_site_image_portrait", stored);
    const { container } = render(<SiteImage src={portrait} alt="Portrait" />);
    expect(container.querySelector("picture")).toBeNull();
    expect(screen.getByRole("img", { name: "Portrait" }).getAttribute("src")).toBe(stored);
  });

  it("fades the photo in, and replaces it with the placeholder when it fails", () => {
    const { container } = render(<SiteImage src={portrait} alt="Portrait" />);
    expect(container.firstElementChild?.getAttribute("data-status")).toBe("loading");
    fireEvent.error(screen.getByRole("img", { name: "Portrait" }));
    expect(container.querySelector("picture")).toBeNull();
    expect(screen.getByRole("img", { name: "Portrait" }).tagName).toBe("SPAN");
  });
});

describe("lazy pictures within two viewport heights (spec, section 9)", () => {
  const images = (container: HTMLElement) => [...container.querySelectorAll("img")];

  it("turn eager when the shared observer finds them within two viewport heights", () => {
    const { container } = render(
      <>
        <SiteImage src={portrait} alt="First" />
        <SiteImage src="/images/clients/airhelp.svg" alt="Second" width={200} height={64} />
      </>,
    );
    const [first, second] = images(container);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe("200% 0px");
    expect([...observer!.observed]).toEqual([first, second]);

    FakeIntersectionObserver.report(first!, false);
    expect(first?.getAttribute("loading")).toBe("lazy");
    FakeIntersectionObserver.report(first!, true);
    expect(first?.getAttribute("loading")).toBe("eager");
    expect(observer?.observed.has(first!)).toBe(false);
    expect(second?.getAttribute("loading")).toBe("lazy");
  });

  it("leave first-screen and priority pictures alone: they are eager from the server HTML", () => {
    const { container } = render(
      <>
        <SiteImage src={portrait} alt="First screen" loading="eager" />
        <SiteImage src={portrait} alt="LCP" priority />
      </>,
    );
    expect(images(container).map((image) => image.getAttribute("loading"))).toEqual(["eager", "eager"]);
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it("stop watching a picture that goes away, and leave no observer once none is left", () => {
    const { unmount } = render(<SiteImage src={portrait} alt="Portrait" />);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observed.size).toBe(1);
    unmount();
    expect(observer?.observed.size).toBe(0);

    render(<SiteImage src={portrait} alt="Portrait" />);
    expect(FakeIntersectionObserver.instances).toHaveLength(2);
  });
});

describe("Avatar", () => {
  const founder = { name: "Founder One", initials: "FO", colorClass: "bg-sky-700", size: 96 };

  it("prefers a valid stored image", () => {
    localStorage.setItem("team_founder_one", stored);
    const { container } = render(<Avatar {...founder} image={portrait} />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("src")).toBe(stored);
  });

  it("falls back to the given path, then to the initials when that fails", () => {
    const { container } = render(<Avatar {...founder} image="/images/team/one.svg" />);
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/images/team/one.svg");
    fireEvent.error(image!);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("FO");
  });

  it("shows a photo as a picture sized to the avatar, lazy until it comes near", () => {
    const { container } = render(<Avatar {...founder} image={portrait} />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) expect(source.getAttribute("sizes")).toBe("96px");
    const image = container.querySelector("picture > img");
    expect(image?.getAttribute("width")).toBe("96");
    expect(image?.getAttribute("height")).toBe("96");
    expect(image?.getAttribute("loading")).toBe("lazy");
    FakeIntersectionObserver.report(image!, true);
    expect(image?.getAttribute("loading")).toBe("eager");
    fireEvent.error(image!);
    expect(container.textContent).toBe("FO");
  });

  it("asks for a landscape photo as wide as it is shown when it covers the circle", () => {
    const landscape = { ...portrait, width: 1500, height: 1000 };
    const { container } = render(<Avatar {...founder} image={landscape} />);
    for (const source of container.querySelectorAll("source")) expect(source.getAttribute("sizes")).toBe("144px");
  });

  it("shows the initials when there is no picture at all", () => {
    const { container } = render(<Avatar {...founder} image={null} />);
    expect(container.querySelector('[data-avatar="initials"]')?.textContent).toBe("FO");
  });
});
