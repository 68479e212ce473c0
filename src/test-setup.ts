import { configure } from "@testing-library/dom";
import { afterEach, vi } from "vitest";

/**
 * findBy…/waitFor wait for a condition; Testing Library gives up after 1 s by default, which a busy CI
 * machine running the database suites alongside has exceeded (a contact-form test failed that way
 * once). The conditions are unchanged; only the patience is.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * The house rule: a console.error that a test did not expect fails it. A test that expects one
 * spies on console.error itself (vi.spyOn), which replaces this guard for that test.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`Unexpected console.error: ${args.map(String).join(" ")}`);
};
