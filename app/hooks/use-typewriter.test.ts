// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TYPING_MS_PER_CHARACTER, useTypewriter } from "./use-typewriter";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useTypewriter", () => {
  it("types one character every 102 ms and reports when it is done", () => {
    const { result } = renderHook(() => useTypewriter("Press", true));
    expect(TYPING_MS_PER_CHARACTER).toBe(102);
    expect(result.current).toEqual({ typed: "", done: false });
    act(() => vi.advanceTimersByTime(101));
    expect(result.current.typed).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.typed).toBe("P");
    act(() => vi.advanceTimersByTime(102 * 3));
    expect(result.current).toEqual({ typed: "Pres", done: false });
    act(() => vi.advanceTimersByTime(102));
    expect(result.current).toEqual({ typed: "Press", done: true });
  });

  it("starts again from the first character when the text changes (a language switch)", () => {
    const { result, rerender } = renderHook(({ text }) => useTypewriter(text, true), { initialProps: { text: "Ciao" } });
    act(() => vi.advanceTimersByTime(102 * 4));
    expect(result.current.done).toBe(true);
    rerender({ text: "你好世界" });
    expect(result.current).toEqual({ typed: "", done: false });
    act(() => vi.advanceTimersByTime(102 * 2));
    expect(result.current.typed).toBe("你好");
  });

  it("shows the whole text at once when disabled (server, no JavaScript, reduced motion)", () => {
    const { result } = renderHook(() => useTypewriter("Full headline", false));
    expect(result.current).toEqual({ typed: "Full headline", done: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.typed).toBe("Full headline");
  });
});
