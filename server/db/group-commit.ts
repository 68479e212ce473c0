/**
 * Group commit (ADR 0008): the calls that arrive while one batch is being written wait for it to finish
 * and are then written together, in one statement or transaction. An idle queue writes at once (after
 * the current turn of the event loop, so posts that arrived together go together), so a lone caller
 * waits no longer than before; under load, many callers share one database round trip and one commit.
 * Each caller's promise settles only when its own batch has been written, never before.
 */
export interface GroupCommitOptions {
  /** The most items one write receives; the rest wait for the next. */
  maxBatch: number;
  /**
   * When a write of several items fails with an error for which this says true, the write is known to
   * have been rolled back and to be about the items themselves (say, one bad row): each item is then
   * written alone, so it fails only its own caller. Otherwise every caller of the batch gets the error.
   */
  retryAlone?: (error: unknown) => boolean;
}

/** `write` receives the items of one batch and answers one result per item, in the same order. */
export type BatchWrite<Item, Result> = (items: Item[]) => Promise<Result[]>;

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export function groupCommit<Item, Result>(write: BatchWrite<Item, Result>, options: GroupCommitOptions): (item: Item) => Promise<Result> {
  const queue: Waiting<Item, Result>[] = [];
  let draining = false;

  async function writeBatch(batch: Waiting<Item, Result>[]) {
    try {
      const results = await write(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) throw new Error(`a batch write answered ${results.length} results for ${batch.length} items`);
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      if (batch.length > 1 && options.retryAlone?.(error)) await Promise.all(batch.map((waiting) => writeBatch([waiting])));
      else for (const waiting of batch) waiting.reject(error);
    }
  }

  async function drain() {
    while (queue.length > 0) await writeBatch(queue.splice(0, options.maxBatch));
    draining = false;
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (draining) return;
      draining = true;
      // drain never rejects: writeBatch settles every waiting item, whatever the write does.
      setImmediate(() => void drain());
    });
}
