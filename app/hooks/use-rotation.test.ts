// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRotation } from "./use-rotation";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useRotation", () => {
  it("advances once per interval and wraps to the start", () => {
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: 3000 }));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.index).toBe(0);
  });

  it("stands still while paused and resumes afterwards", () => {
    const { result, rerender } = renderHook(({ paused }) => useRotation({ count: 4, intervalMs: 7000, paused }), {
      initialProps: { paused: true },
    });
    act(() => vi.advanceTimersByTime(21000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(7000));
    expect(result.current.index).toBe(1);
  });

  it("moves by hand in both directions, wrapping, and gives the chosen slide a full interval", () => {
    const { result } = renderHook(() => useRotation({ count: 5, intervalMs: 3000 }));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.previous());
    expect(result.current.index).toBe(4);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.index).toBe(4);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(3));
    act(() => result.current.next());
    expect(result.current.index).toBe(4);
  });

  it("never advances without an interval or with a single position", () => {
    const manual = renderHook(() => useRotation({ count: 4 }));
    const single = renderHook(() => useRotation({ count: 1, intervalMs: 1000 }));
    act(() => vi.advanceTimersByTime(10000));
    expect(manual.result.current.index).toBe(0);
    expect(single.result.current.index).toBe(0);
  });

  it("keeps the index inside a count that shrinks", () => {
    const { result, rerender } = renderHook(({ count }) => useRotation({ count }), { initialProps: { count: 10 } });
    act(() => result.current.goTo(8));
    rerender({ count: 5 });
    expect(result.current.index).toBe(4);
  });
});
