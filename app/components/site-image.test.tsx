// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Avatar, SiteImage } from "./site-image";

const stored = "data:image/png;base64,iVBORw0KGgo=";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

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

describe("Avatar", () => {
  const founder = { name: "Founder One", initials: "FO", colorClass: "bg-sky-700", size: 96 };

  it("prefers a valid stored image", () => {
    localStorage.setItem("team_founder_one", stored);
    const { container } = render(<Avatar {...founder} imagePath="/images/team/one.jpg" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe(stored);
  });

  it("falls back to the given path, then to the initials when that fails", () => {
    const { container } = render(<Avatar {...founder} imagePath="/images/team/one.jpg" />);
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/images/team/one.jpg");
    fireEvent.error(image!);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("FO");
  });

  it("shows the initials when there is no picture at all", () => {
    const { container } = render(<Avatar {...founder} imagePath={null} />);
    expect(container.querySelector('[data-avatar="initials"]')?.textContent).toBe("FO");
  });
});
