import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { chromiumArgs, findChromium } from "../../scripts/find-chromium.mjs";

/**
 * Chromium driven over the DevTools protocol through its tab target, for what Playwright cannot show:
 * Playwright attaches to each page target, and Chromium then refuses to prerender
 * (PrerenderingDisabledByDevTools), so a page opened from a prerender is never seen there. Attached to
 * the tab, a client sees the tab's pages, the prerendered ones included, and prerendering works as for
 * a visitor. Only what the speculation tests need: events, evaluation, the mouse.
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
  /** Presses and releases the mouse where it is. */
  click(): Promise<void>;
}

export interface TabBrowser {
  /** The tab's first page. */
  page: TabPage;
  /** Resolves with the first event, from now or already received, that the predicate accepts. */
  waitForEvent(predicate: (event: ProtocolEvent) => boolean, timeoutMs?: number): Promise<ProtocolEvent>;
  /** A page of the tab that was attached (a prerendered page, before and after its activation). */
  pageOf(sessionId: string): TabPage;
  events: ProtocolEvent[];
  close(): Promise<void>;
}

export async function launchTabBrowser(): Promise<TabBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), "pr-site-tab-browser-"));
  // The protocol on a pipe (fds 3 and 4): no port to find or to collide with.
  const chrome: ChildProcess = spawn(findChromium(), ["--headless", ...chromiumArgs, "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"], {
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
        await send("Input.dispatchMouseEvent", { type: "mousePressed", ...mouse, button: "left", clickCount: 1 }, sessionId);
        await send("Input.dispatchMouseEvent", { type: "mouseReleased", ...mouse, button: "left", clickCount: 1 }, sessionId);
      },
    };
    return page;
  };
  let mouse = { x: 0, y: 0 };

  const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string }[] }>("Target.getTargets", { filter: [{ type: "tab" }] });
  const tab = targetInfos.find((target) => target.type === "tab");
  if (!tab) throw new Error("Chromium shows no tab target");
  const { sessionId: tabSession } = await send<{ sessionId: string }>("Target.attachToTarget", { targetId: tab.targetId, flatten: true });
  // Every page of the tab, the prerendered ones too, is attached as it appears, and stays paused until its
  // domains are on, so that none of its events is missed.
  const isPageAttached = (event: ProtocolEvent) =>
    event.method === "Target.attachedToTarget" && event.sessionId === tabSession && (event.params.targetInfo as { type: string }).type === "page";
  const ready = new Map<string, Promise<void>>();
  const prepare = (event: ProtocolEvent) => {
    const sessionId = event.params.sessionId as string;
    if (!ready.has(sessionId)) {
      // Sent in order, not awaited one by one: a paused page may answer its domains only once it runs.
      const calls = ["Runtime.enable", "Page.enable", "Preload.enable", "Network.enable", "Runtime.runIfWaitingForDebugger"].map((method) =>
        send(method, {}, sessionId),
      );
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

  return {
    page: pageOf(first.params.sessionId as string),
    waitForEvent,
    pageOf,
    events,
    close: async () => {
      chrome.kill();
      await new Promise((resolve) => chrome.once("exit", resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
