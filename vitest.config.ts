import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "core", include: ["core/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ["server/test/setup.ts"],
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
