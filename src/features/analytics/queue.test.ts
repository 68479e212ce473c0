import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventQueue } from "./queue";

describe("the analytics queue (5 per batch, 100 ms apart, next batch after 2 s)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits until started", () => {
    const delivered: number[] = [];
    const queue = createEventQueue<number>((n) => delivered.push(n));
    queue.enqueue(1);
    vi.advanceTimersByTime(5000);
    expect(delivered).toEqual([]);
    expect(queue.waiting()).toEqual([1]);
    queue.start();
    expect(delivered).toEqual([1]);
  });

  it("sends 5 events 100 ms apart, then pauses 2 s before the next batch", () => {
    const delivered: number[] = [];
    const queue = createEventQueue<number>((n) => delivered.push(n));
    for (let n = 1; n <= 12; n++) queue.enqueue(n);
    queue.start();
    expect(delivered).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(delivered).toEqual([1, 2]);
    vi.advanceTimersByTime(300);
    expect(delivered).toEqual([1, 2, 3, 4, 5]);
    vi.advanceTimersByTime(1999);
    expect(delivered).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(delivered).toEqual([1, 2, 3, 4, 5, 6]);
    vi.advanceTimersByTime(400 + 2000);
    expect(delivered).toHaveLength(11);
    expect(queue.waiting()).toEqual([12]);
  });

  it("paces a burst tracked one by one once delivery runs, as it paces one queued before", () => {
    const delivered: number[] = [];
    const queue = createEventQueue<number>((n) => delivered.push(n));
    queue.start();
    for (let n = 1; n <= 7; n++) queue.enqueue(n);
    expect(delivered).toEqual([1]);
    vi.advanceTimersByTime(400);
    expect(delivered).toEqual([1, 2, 3, 4, 5]);
    vi.advanceTimersByTime(2000);
    expect(delivered).toEqual([1, 2, 3, 4, 5, 6]);
    // A lone event after the queue has gone quiet goes at once.
    vi.advanceTimersByTime(5000);
    queue.enqueue(8);
    expect(delivered).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("holds events again while stopped and resumes in order", () => {
    const delivered: number[] = [];
    const queue = createEventQueue<number>((n) => delivered.push(n));
    queue.start();
    queue.enqueue(1);
    queue.stop();
    queue.enqueue(2);
    queue.enqueue(3);
    vi.advanceTimersByTime(1000);
    expect(delivered).toEqual([1]);
    queue.start();
    vi.advanceTimersByTime(100);
    expect(delivered).toEqual([1, 2, 3]);
  });

  it("flush delivers everything waiting at once, but only once delivery has started", () => {
    const delivered: number[] = [];
    const queue = createEventQueue<number>((n) => delivered.push(n));
    for (let n = 1; n <= 7; n++) queue.enqueue(n);
    queue.flush();
    expect(delivered).toEqual([]);
    queue.start();
    queue.flush();
    expect(delivered).toEqual([1, 2, 3, 4, 5, 6, 7]);
    vi.advanceTimersByTime(5000);
    expect(delivered).toHaveLength(7);
  });
});
