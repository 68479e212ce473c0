export interface Rotation {
  readonly index: number;
  goTo(target: number): void;
  setCount(count: number): void;
  /** Whether the timer may advance; moving by hand restarts it either way. */
  setRunning(running: boolean): void;
}

/**
 * An index over `count` positions that wraps at both ends and, while running, advances every intervalMs.
 * Moving by hand restarts the interval, so the visitor gets a full one on the position they chose.
 */
export function createRotation({ count, intervalMs, onChange }: { count: number; intervalMs?: number; onChange: (index: number) => void }): Rotation {
  let index = 0;
  let running = false;
  let timer: number | undefined;
  const show = (target: number) => {
    index = ((target % count) + count) % count;
    onChange(index);
  };
  const restartTimer = () => {
    window.clearInterval(timer);
    timer = running && intervalMs && count > 1 ? window.setInterval(() => show(index + 1), intervalMs) : undefined;
  };
  return {
    get index() {
      return index;
    },
    goTo(target) {
      show(target);
      restartTimer();
    },
    setCount(next) {
      count = Math.max(1, next);
      show(Math.min(index, count - 1));
      restartTimer();
    },
    setRunning(next) {
      if (next === running) return;
      running = next;
      restartTimer();
    },
  };
}
