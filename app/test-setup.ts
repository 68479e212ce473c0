import { afterEach, vi } from "vitest";

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
