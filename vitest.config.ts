import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // every core: vitest's own default leaves one free, which on a two-core machine ran the unit
    // tests one file at a time (154 → 106 s)
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: "core", include: ["core/**/*.test.ts"], environment: "node" } },
      // the lab's own unit tests (fast: metrics, and the weights' fit-inputs hash) run with core
      {
        test: {
          name: "ranking-lab",
          include: ["ranking-lab/src/**/*.test.ts"],
          environment: "node",
        },
      },
      // ranking-quality gates and a full refit: `npm run lab:check`, a CI step after `npm test`
      {
        test: {
          name: "ranking-lab-gates",
          include: ["ranking-lab/gates/**/*.test.ts"],
          environment: "node",
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ["server/test/setup.ts"],
          // one module graph per worker, not per file: each test builds its own app and database,
          // the server's caches are kept per database, and no server test mocks or stubs a module,
          // so re-importing the server for every file only cost time (PostgreSQL pass 305 → 174 s)
          isolate: false,
        },
      },
      {
        extends: "web/vite.config.ts",
        test: {
          name: "web",
          root: "web",
          include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["test/setup.ts"],
        },
      },
    ],
  },
});
