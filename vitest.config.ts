import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./src/test-setup.ts"],
    // The database tests open PGlite folders, which take a few seconds the first time and several times
    // that when the database, CLI and outbox test files open theirs at once on a busy machine.
    testTimeout: 60_000,
  },
});
