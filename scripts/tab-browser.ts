import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { chromiumArgs, findChromium } from "./find-chromium.mjs";

/**
 * Chromium driven over the DevTools protocol through its tab target, for what Playwright cannot show:
 * Playwright attaches to each page target, and Chromium then refuses to prerender
 * (PrerenderingDisabledByDevTools), so a page opened from a prerender is never seen there. Attached to
 * the tab, a client sees the tab's pages, the prerendered ones included, and prerendering works as for
 * a visitor. Only what the speculation tests and the bench's navigations (scripts/bench/navigation.ts)
 * need: events, evaluation, the mouse, tabs of their own.
 */

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export interface ProtocolEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

export interface TabPage {
  sessionId: string;
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** The value of a JavaScript expression in the page (awaited if a promise). */
  evaluate<T>(expression: string): Promise<T>;
  /** Moves the mouse onto the element's centre, as a visitor's pointer resting on it. */
  hover(selector: string): Promise<void>;
  /**
   * Presses and releases the mouse where it is. Resolves with the press's time in ms since the epoch,
   * which the page's pointerdown and mousedown carry as their own (their `timeStamp`).
   */
  click(): Promise<number>;
}

export interface Tab {
  /** The tab's first page. */
  page: TabPage;
  /** The page this tab prerendered for this path, once it is ready (a prerender is attached before its address is known). */
  prerenderedPage(path: string, timeoutMs?: number): Promise<TabPage>;
  close(): Promise<void>;
}

export interface TabBrowser extends Tab {
  /** Resolves with the first event, from now or already received, that the predicate accepts. */
  waitForEvent(predicate: (event: ProtocolEvent) => boolean, timeoutMs?: number): Promise<ProtocolEvent>;
  /** A page of a tab that was attached (a prerendered page, before and after its activation). */
  pageOf(sessionId: string): TabPage;
  events: ProtocolEvent[];
  /** Another tab, in a browser context of its own: nothing cached, stored or prerendered by another tab. */
  openTab(): Promise<Tab>;
}

/** A prerender's status for the page at this path, as its initiating page reports it (Preload events). */
export const prerenderOf = (path: string, status: string) => (event: ProtocolEvent) =>
  event.method === "Preload.prerenderStatusUpdated" && (event.params.key as { url: string }).url.endsWith(path) && event.params.status === status;

/**
 * `cpuSlowdown`: every page of every tab, prerendered ones included, runs with its CPU slowed this many
 * times (Emulation.setCPUThrottlingRate) from its start, as on a slower device.
 */
export async function launchTabBrowser({ cpuSlowdown = 1 }: { cpuSlowdown?: number } = {}): Promise<TabBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), "pr-site-tab-browser-"));
  // The protocol on a pipe (fds 3 and 4): no port to find or to collide with.
  // A process group of its own (detached), so that closing ends Chromium's helper processes with it.
  const chrome: ChildProcess = spawn(findChromium(), ["--headless", ...chromiumArgs, "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"], {
    detached: true,
    stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"],
  });
  const toBrowser = chrome.stdio[3] as Writable;
  const fromBrowser = chrome.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }>();
  const events: ProtocolEvent[] = [];
  const waiters = new Set<{ predicate: (event: ProtocolEvent) => boolean; resolve: (event: ProtocolEvent) => void }>();
  let nextId = 0;
  let buffered = "";
  fromBrowser.setEncoding("utf8");
  fromBrowser.on("data", (chunk: string) => {
    buffered += chunk;
    const messages = buffered.split("\0");
    buffered = messages.pop()!;
    for (const text of messages) {
      const message = JSON.parse(text) as Message;
      if (message.id !== undefined) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new Error(message.error.message));
        else call?.resolve(message.result ?? {});
      } else if (message.method) {
        const event = { method: message.method, params: message.params ?? {}, sessionId: message.sessionId };
        events.push(event);
        for (const waiter of waiters) if (waiter.predicate(event)) waiter.resolve(event);
      }
    }
  });

  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: resolve as (result: Record<string, unknown>) => void, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });

  const waitForEvent = (predicate: (event: ProtocolEvent) => boolean, timeoutMs = 10_000) => {
    const found = events.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise<ProtocolEvent>((resolve, reject) => {
      const waiter = {
        predicate,
        resolve: (event: ProtocolEvent) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(event);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no such protocol event within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  };

  const pageOf = (sessionId: string): TabPage => {
    const page: TabPage = {
      sessionId,
      send: (method, params) => send(method, params, sessionId),
      evaluate: async <T>(expression: string) => {
        const { result, exceptionDetails } = await send<{ result: { value: T }; exceptionDetails?: unknown }>(
          "Runtime.evaluate",
          { expression, returnByValue: true, awaitPromise: true },
          sessionId,
        );
        if (exceptionDetails) throw new Error(`${expression} threw: ${JSON.stringify(exceptionDetails)}`);
        return result.value;
      },
      hover: async (selector) => {
        const { x, y } = await page.evaluate<{ x: number; y: number }>(
          `(() => { const box = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 }; })()`,
        );
        mouse = { x, y };
        await send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y }, sessionId);
      },
      click: async () => {
        const pressedAt = performance.timeOrigin + performance.now();
        await send("Input.dispatchMouseEvent", { type: "mousePressed", ...mouse, button: "left", clickCount: 1, timestamp: pressedAt / 1000 }, sessionId);
        await send("Input.dispatchMouseEvent", { type: "mouseReleased", ...mouse, button: "left", clickCount: 1 }, sessionId);
        return pressedAt;
      },
    };
    return page;
  };
  let mouse = { x: 0, y: 0 };

  const ready = new Map<string, Promise<void>>();
  const throttle = cpuSlowdown === 1 ? [] : [["Emulation.setCPUThrottlingRate", { rate: cpuSlowdown }] as const];
  /** Attaches to a tab target: every page of the tab, the prerendered ones too, is attached as it appears. */
  const attachTab = async (tabTargetId: string, closeTab: () => Promise<unknown>): Promise<Tab> => {
    const { sessionId: tabSession } = await send<{ sessionId: string }>("Target.attachToTarget", { targetId: tabTargetId, flatten: true });
    const isPageAttached = (event: ProtocolEvent) =>
      event.method === "Target.attachedToTarget" && event.sessionId === tabSession && (event.params.targetInfo as { type: string }).type === "page";
    // A page stays paused until its domains are on (and its CPU slowed), so that none of its events is missed.
    const prepare = (event: ProtocolEvent) => {
      const sessionId = event.params.sessionId as string;
      if (!ready.has(sessionId)) {
        // Sent in order, not awaited one by one: a paused page may answer its domains only once it runs.
        const calls = [
          ...["Runtime.enable", "Page.enable", "Preload.enable", "Network.enable"].map((method) => [method, {}] as const),
          ...throttle,
          ["Runtime.runIfWaitingForDebugger", {}] as const,
        ].map(([method, params]) => send(method, params, sessionId));
        ready.set(
          sessionId,
          Promise.all(calls).then(() => undefined),
        );
      }
      return ready.get(sessionId)!;
    };
    waiters.add({ predicate: isPageAttached, resolve: (event) => void prepare(event) });
    await send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tabSession);
    const first = await waitForEvent(isPageAttached);
    await prepare(first);
    const page = pageOf(first.params.sessionId as string);

    return {
      page,
      prerenderedPage: async (path, timeoutMs) => {
        const fromThisTab = (event: ProtocolEvent) => event.sessionId === page.sessionId;
        await waitForEvent((event) => fromThisTab(event) && prerenderOf(path, "Ready")(event), timeoutMs);
        const prerenders = events.filter((event) => isPageAttached(event) && (event.params.targetInfo as { subtype?: string }).subtype === "prerender");
        for (const attached of prerenders) {
          const prerendered = pageOf(attached.params.sessionId as string);
          if ((await prerendered.evaluate<string>("location.pathname")) === path) return prerendered;
        }
        throw new Error(`no prerendered page for ${path}`);
      },
      close: async () => {
        await closeTab();
      },
    };
  };

  // Killing Chromium alone left its helper processes writing into the profile for a moment, and removing
  // the profile then failed now and then (ENOTEMPTY): the whole group goes, helpers outliving a crashed
  // browser too, and the removal retries.
  const close = async () => {
    const exited = chrome.exitCode === null && chrome.signalCode === null ? new Promise((resolve) => chrome.once("exit", resolve)) : undefined;
    try {
      process.kill(-chrome.pid!, "SIGKILL");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10 });
  };
  // A browser that fails to start is closed, not left running.
  let firstTab: Tab;
  try {
    const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string }[] }>("Target.getTargets", { filter: [{ type: "tab" }] });
    const tab = targetInfos.find((target) => target.type === "tab");
    if (!tab) throw new Error("Chromium shows no tab target");
    firstTab = await attachTab(tab.targetId, close);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    ...firstTab,
    waitForEvent,
    pageOf,
    events,
    openTab: async () => {
      const { browserContextId } = await send<{ browserContextId: string }>("Target.createBrowserContext");
      await send("Target.createTarget", { url: "about:blank", browserContextId });
      const { targetInfos: tabs } = await send<{ targetInfos: { targetId: string; browserContextId: string }[] }>("Target.getTargets", {
        filter: [{ type: "tab" }],
      });
      const opened = tabs.find((target) => target.browserContextId === browserContextId);
      if (!opened) throw new Error("Chromium shows no tab for the new context");
      // Disposing of the context closes its tab and every page in it, prerendered ones included.
      return attachTab(opened.targetId, () => send("Target.disposeBrowserContext", { browserContextId }));
    },
  };
}
