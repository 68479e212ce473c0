import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { setTimeout as wait } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { watchMachine } from "./machine.ts";

/** The pid of a busy loop that belongs to init, not to this process: its parent shell has already exited. */
function foreignBusyLoop(seconds: number): number {
  const started = spawnSync("sh", ["-c", `timeout ${seconds} sh -c 'while :; do :; done' >/dev/null 2>&1 & echo $!`], { encoding: "utf8" });
  return Number(started.stdout.trim());
}

describe.runIf(process.platform === "linux")("the rest of the machine, as the bench sees it", () => {
  it("counts a busy process outside the bench's tree as others, about one core's share", async () => {
    const loop = foreignBusyLoop(3);
    const read = watchMachine();
    await wait(1500);
    const share = read()!;
    process.kill(loop);
    expect(share.othersPercent).toBeGreaterThan((0.8 * 100) / availableParallelism());
  });

  it("counts the bench's own children, and theirs, as the bench's", async () => {
    const read = watchMachine();
    const child = spawn("sh", ["-c", "timeout 1.5 sh -c 'while :; do :; done'"]);
    await new Promise((exited) => child.on("exit", exited));
    // Its grandchild's core, or a fair part of it while other test files run.
    expect(read()!.benchPercent).toBeGreaterThan((0.5 * 100) / availableParallelism());
  });
});
