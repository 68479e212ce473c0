export interface QueueTiming {
  batchSize: number;
  /** Between two events of one batch. */
  gapMs: number;
  /** After a full batch, before the next one. */
  pauseMs: number;
}

/** Spec, sections 4 and 9: 5 events per batch, 100 ms apart, a further batch after 2 s. */
export const defaultQueueTiming: QueueTiming = { batchSize: 5, gapMs: 100, pauseMs: 2000 };

export interface EventQueue<T> {
  enqueue(item: T): void;
  /** Events waiting for their turn (the debug panel shows them). */
  waiting(): readonly T[];
  /** Starts delivering; until then events only wait (e.g. while consent is undecided). */
  start(): void;
  stop(): void;
  /** Delivers everything waiting at once, pacing aside, when delivery has started: the page is going away. */
  flush(): void;
}

/** Paces delivery so a burst of events (a page load) does not flood the tags. */
export function createEventQueue<T>(deliver: (item: T) => void, timing: QueueTiming = defaultQueueTiming): EventQueue<T> {
  const items: T[] = [];
  let started = false;
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function runBatch() {
    busy = true;
    let sentInBatch = 0;
    const sendNext = () => {
      if (!started) return;
      const item = items.shift();
      if (item === undefined) {
        busy = false;
        return;
      }
      deliver(item);
      sentInBatch++;
      if (sentInBatch < timing.batchSize) {
        // The next slot is held even when nothing waits yet: events tracked one by one in a burst (each
        // call finds the queue idle) would otherwise each start a batch of their own, and all go at once.
        timer = setTimeout(sendNext, timing.gapMs);
      } else {
        // A full batch: whatever arrived meanwhile goes out after the pause.
        timer = setTimeout(() => (items.length ? runBatch() : (busy = false)), timing.pauseMs);
      }
    };
    sendNext();
  }

  return {
    enqueue(item) {
      items.push(item);
      if (started && !busy) runBatch();
    },
    waiting: () => items,
    start() {
      if (started) return;
      started = true;
      if (items.length) runBatch();
    },
    stop() {
      started = false;
      busy = false;
      clearTimeout(timer);
    },
    flush() {
      if (!started) return;
      clearTimeout(timer);
      busy = false;
      for (const item of items.splice(0)) deliver(item);
    },
  };
}
