import { describe, expect, it, vi } from "vitest";
import { groupCommit } from "./group-commit";

/** A write whose batches stay open until the test settles them, as a slow commit would. */
function heldWrites() {
  const batches: { items: number[]; commit(): void; fail(error: unknown): void }[] = [];
  const write = vi.fn(
    (items: number[]) =>
      new Promise<string[]>((resolve, reject) => {
        batches.push({ items, commit: () => resolve(items.map((item) => `stored ${item}`)), fail: reject });
      }),
  );
  return { batches, write };
}

function settledState(promise: Promise<unknown>) {
  const state = { settled: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe("group commit", () => {
  it("writes a lone item at once and the items that arrive meanwhile together in the next batch", async () => {
    const { batches, write } = heldWrites();
    const store = groupCommit(write, { maxBatch: 10 });
    const first = store(1);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    const waiting = [store(2), store(3), store(4)];
    batches[0]!.commit();
    await expect(first).resolves.toBe("stored 1");
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.commit();
    await expect(Promise.all(waiting)).resolves.toEqual(["stored 2", "stored 3", "stored 4"]);
  });

  it("answers a caller only once its own batch is written", async () => {
    const { batches, write } = heldWrites();
    const store = groupCommit(write, { maxBatch: 10 });
    const state = settledState(store(1));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    // Other work runs meanwhile; the caller still waits for the commit.
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.settled).toBe(false);
    batches[0]!.commit();
    await vi.waitFor(() => expect(state.settled).toBe(true));
  });

  it("never puts more than maxBatch items in one write", async () => {
    const { batches, write } = heldWrites();
    const store = groupCommit(write, { maxBatch: 3 });
    const all = Promise.all([1, 2, 3, 4, 5, 6, 7].map((item) => store(item)));
    for (let index = 0; index < 3; index++) {
      await vi.waitFor(() => expect(batches).toHaveLength(index + 1));
      batches[index]!.commit();
    }
    await expect(all).resolves.toHaveLength(7);
    expect(batches.map((batch) => batch.items)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it("fails the callers of a failed batch only, and goes on with the next", async () => {
    const { batches, write } = heldWrites();
    const store = groupCommit(write, { maxBatch: 10 });
    const failing = [store(1), store(2)];
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    const next = store(3);
    batches[0]!.fail(new Error("connection lost"));
    for (const outcome of failing) await expect(outcome).rejects.toThrow("connection lost");
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    batches[1]!.commit();
    await expect(next).resolves.toBe("stored 3");
    expect(write).toHaveBeenCalledTimes(2);
  });

  it("writes each item alone after a refusal that retryAlone accepts, so one bad item fails only itself", async () => {
    const write = vi.fn(async (items: number[]) => {
      if (items.includes(13)) throw Object.assign(new Error("refused"), { refused: true });
      return items.map((item) => `stored ${item}`);
    });
    const store = groupCommit(write, { maxBatch: 10, retryAlone: (error) => (error as { refused?: boolean }).refused === true });
    const outcomes = await Promise.allSettled([12, 13, 14].map((item) => store(item)));
    expect(outcomes).toEqual([
      { status: "fulfilled", value: "stored 12" },
      { status: "rejected", reason: expect.objectContaining({ message: "refused" }) },
      { status: "fulfilled", value: "stored 14" },
    ]);
    expect(write.mock.calls.map(([items]) => items)).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it("does not repeat a batch whose failure retryAlone does not accept", async () => {
    const write = vi.fn(async (): Promise<string[]> => {
      throw new Error("outcome unknown");
    });
    const store = groupCommit(write, { maxBatch: 10, retryAlone: () => false });
    const outcomes = await Promise.allSettled([1, 2].map((item) => store(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
