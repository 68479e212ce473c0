// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, installMatchMedia, setViewport, useFakeBrowser } from "~/test-support/browser";
import { Reveal } from "./reveal";

function placeElementsAt(top: number, size = 100) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top, bottom: top + size, left: 0, right: size, width: size, height: size, x: 0, y: top, toJSON: () => ({}) });
}

function revealed() {
  return screen.getByText("Content").parentElement as HTMLElement;
}

useFakeBrowser();

describe("Reveal", () => {
  it("is visible in the server HTML, whatever happens in the browser", () => {
    const html = renderToString(
      <Reveal from="left">
        <p>Content</p>
      </Reveal>,
    );
    expect(html).not.toContain("opacity");
    expect(html).toContain('data-reveal="shown"');
  });

  it("hides content below the viewport until it intersects, then animates it in once", () => {
    placeElementsAt(2000);
    render(
      <Reveal from="left" delayMs={200}>
        <p>Content</p>
      </Reveal>,
    );
    // Nothing changes before the browser has said where the element is.
    expect(revealed().dataset.reveal).toBe("shown");
    act(() => FakeIntersectionObserver.report(revealed(), false));
    expect(revealed().dataset.reveal).toBe("waiting");
    expect(revealed().style.opacity).toBe("0");
    expect(revealed().style.transform).toContain("-32px");
    expect(FakeIntersectionObserver.instances.at(-1)?.options.threshold).toBe(0.1);

    act(() => FakeIntersectionObserver.report(revealed(), true));
    expect(revealed().dataset.reveal).toBe("revealing");
    expect(revealed().style.opacity).toBe("1");
    expect(revealed().style.transitionDuration).toBe("700ms");
    expect(revealed().style.transitionDelay).toBe("200ms");

    act(() => FakeIntersectionObserver.report(revealed(), false));
    expect(revealed().dataset.reveal).toBe("revealing");
    act(() => vi.advanceTimersByTime(5000));
    expect(revealed().dataset.reveal).toBe("settled");
    expect(revealed().style.willChange).toBe("");
  });

  it("never hides what is on screen or already scrolled past", () => {
    placeElementsAt(300);
    render(
      <>
        <Reveal>
          <p>Content</p>
        </Reveal>
        <Reveal>
          <p>Passed</p>
        </Reveal>
      </>,
    );
    const passed = screen.getByText("Passed").parentElement as HTMLElement;
    act(() => FakeIntersectionObserver.report(revealed(), true));
    placeElementsAt(-500);
    act(() => FakeIntersectionObserver.report(passed, false));
    for (const element of [revealed(), passed]) {
      expect(element.dataset.reveal).toBe("shown");
      expect(element.style.opacity).toBe("");
    }
    // Decided once and for all: the observers let go of both.
    expect(FakeIntersectionObserver.instances.every((observer) => observer.observed.size === 0)).toBe(true);
  });

  it("waits with content the browser has not laid out yet (an empty rectangle, content-visibility)", () => {
    placeElementsAt(0, 0);
    render(
      <Reveal>
        <p>Content</p>
      </Reveal>,
    );
    act(() => FakeIntersectionObserver.report(revealed(), false));
    expect(revealed().dataset.reveal).toBe("waiting");
    placeElementsAt(500);
    act(() => FakeIntersectionObserver.report(revealed(), true));
    expect(revealed().dataset.reveal).toBe("revealing");
  });

  it("shows everything at once when the visitor prefers reduced motion", () => {
    installMatchMedia({ reducedMotion: true });
    placeElementsAt(2000);
    render(
      <Reveal>
        <p>Content</p>
      </Reveal>,
    );
    expect(revealed().dataset.reveal).toBe("shown");
  });

  it("uses the phone threshold, a shorter animation and half the delay on phones", () => {
    setViewport(390, 844);
    placeElementsAt(2000);
    render(
      <Reveal delayMs={400}>
        <p>Content</p>
      </Reveal>,
    );
    expect(FakeIntersectionObserver.instances.at(-1)?.options.threshold).toBe(0.05);
    act(() => FakeIntersectionObserver.report(revealed(), false));
    act(() => FakeIntersectionObserver.report(revealed(), true));
    expect(revealed().style.transitionDuration).toBe("500ms");
    expect(revealed().style.transitionDelay).toBe("200ms");
  });

  it("reveals content a jump scrolled past without it ever intersecting", () => {
    placeElementsAt(2000);
    render(
      <Reveal>
        <p>Content</p>
      </Reveal>,
    );
    act(() => FakeIntersectionObserver.report(revealed(), false));
    expect(revealed().dataset.reveal).toBe("waiting");
    placeElementsAt(-500);
    act(() => {
      window.dispatchEvent(new Event("scroll"));
      vi.advanceTimersByTime(100);
    });
    expect(revealed().dataset.reveal).toBe("revealing");
  });
});

describe("Reveal after a resize", () => {
  useFakeBrowser();

  it("never hides revealed content again when the device class changes", () => {
    placeElementsAt(2000);
    render(
      <Reveal>
        <p>Content</p>
      </Reveal>,
    );
    act(() => FakeIntersectionObserver.report(revealed(), false));
    act(() => FakeIntersectionObserver.report(revealed(), true));
    act(() => {
      setViewport(390, 844);
      window.dispatchEvent(new Event("resize"));
    });
    expect(revealed().dataset.reveal).toBe("revealing");
    expect(revealed().style.opacity).toBe("1");
  });
});
