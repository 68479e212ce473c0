import { useCallback, useEffect, useState } from "react";

export interface RotationOptions {
  count: number;
  /** Advance automatically every intervalMs; omit for a carousel that only moves when asked. */
  intervalMs?: number;
  paused?: boolean;
}

/**
 * An index over `count` positions that wraps at both ends and, unless paused, advances on a timer.
 * Moving by hand restarts the timer so the visitor gets a full interval on the slide they chose.
 */
export function useRotation({ count, intervalMs, paused = false }: RotationOptions) {
  const [index, setIndex] = useState(0);
  const [moves, setMoves] = useState(0);

  // A count that shrinks (a wider page per view after a resize) must not leave the index past the end.
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  const goTo = useCallback(
    (target: number) => {
      if (count <= 0) return;
      setIndex(((target % count) + count) % count);
      setMoves((value) => value + 1);
    },
    [count],
  );
  const next = useCallback(() => goTo(current + 1), [goTo, current]);
  const previous = useCallback(() => goTo(current - 1), [goTo, current]);

  useEffect(() => {
    if (!intervalMs || paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((value) => (Math.min(value, count - 1) + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, paused, count, moves]);

  return { index: current, count, goTo, next, previous };
}
