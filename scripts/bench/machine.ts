// What the rest of the machine did while the bench timed something. The bench, its servers, browsers
// and busy loop are one process tree; whatever CPU time the machine spent outside that tree (another
// job, a build finishing, a neighbour on the host: steal) was taken from the samples. It is one reason
// why one run reads over a budget and the next well under it, not the only one: runs this reads as quiet
// still differ as much (ADR 0028). Linux only (/proc); elsewhere the figures are null and nothing waits.
import { readFileSync, readdirSync } from "node:fs";

const onLinux = (() => {
  try {
    readFileSync("/proc/stat");
    return true;
  } catch {
    return false;
  }
})();

/** The machine's CPU time so far, in clock ticks: busy (every core), all of it, and the host's steal. */
function machineTicks(): { busy: number; all: number; steal: number } {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return { busy: user + nice + system + irq + softirq, all: user + nice + system + idle + iowait + irq + softirq + steal, steal };
}

/** A process's parent and own CPU time in clock ticks (user and system, its children apart); null once it has ended. */
function processStat(pid: number): { parent: number; ticks: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // After the command's name (in parentheses, which may hold spaces): state, ppid, … utime is field 14.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/**
 * The bench's own CPU time. Every process is looked at twice a second to find the bench's new ones (a
 * process is the bench's when its parent was, and stays so once its parent is gone: Chromium does not
 * wait for all its helpers, which then belong to init); the bench's are read every 50 ms, so one that
 * ends is counted as last read, at most 50 ms short. Looking costs the bench about 1 % of one core.
 */
function followTree(): () => number {
  const ours = new Map<number, [number, number]>(); // pid → [ticks when first read, ticks when last read]
  const findNew = () => {
    const now = new Map<number, ReturnType<typeof processStat>>();
    for (const entry of readdirSync("/proc")) if (/^\d+$/.test(entry)) now.set(Number(entry), processStat(Number(entry)));
    // Until no more are found: a child's number may be lower than its parent's.
    for (let found = true; found;) {
      found = false;
      for (const [pid, stat] of now) {
        if (!stat || ours.has(pid) || (pid !== process.pid && !ours.has(stat.parent))) continue;
        ours.set(pid, [0, stat.ticks]);
        found = true;
      }
    }
  };
  const readOurs = () => {
    for (const [pid, known] of ours) known[1] = processStat(pid)?.ticks ?? known[1];
  };
  findNew();
  // What ran before (the bench's process, its servers) counts from now; every later process from zero.
  for (const known of ours.values()) known[0] = known[1];
  let looks = 0;
  const timer = setInterval(() => (++looks % 10 === 0 ? findNew() : readOurs()), 50);
  timer.unref();
  return () => {
    clearInterval(timer);
    findNew();
    readOurs();
    let total = 0;
    for (const [first, last] of ours.values()) total += last - first;
    return total;
  };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0);

export interface MachineShare {
  othersPercent: number;
  stealPercent: number;
  benchPercent: number;
}

/**
 * Starts watching; the function it returns gives the shares of the machine's CPU time since then, in
 * percent of all its cores: processes outside the bench, the host's steal, and the bench. Null off Linux.
 */
export function watchMachine(): () => MachineShare | null {
  if (!onLinux) return () => null;
  const start = machineTicks();
  const stopFollowing = followTree();
  return () => {
    const ours = stopFollowing();
    const end = machineTicks();
    const all = end.all - start.all;
    const others = Math.max(0, end.busy - start.busy - ours);
    return { othersPercent: percent(others, all), stealPercent: percent(end.steal - start.steal, all), benchPercent: percent(ours, all) };
  };
}

export interface QuietWait extends Partial<MachineShare> {
  waitedMs: number;
  quiet: boolean;
}

/**
 * Waits, before a section that times anything, until the rest of the machine has stayed under
 * `limitPercent` for `windowMs` (other processes and steal together), at most `maxWaitMs`. Returns what
 * the last window read and how long it waited; `quiet` is false when it gave up.
 */
export async function waitForQuietMachine({ limitPercent = 10, windowMs = 3000, maxWaitMs = 120_000 } = {}): Promise<QuietWait> {
  const startedAt = Date.now();
  for (;;) {
    const read = watchMachine();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const load = read();
    const waitedMs = Date.now() - startedAt;
    if (!load || load.othersPercent + load.stealPercent <= limitPercent) return { ...load, waitedMs, quiet: true };
    if (waitedMs >= maxWaitMs) return { ...load, waitedMs, quiet: false };
  }
}
