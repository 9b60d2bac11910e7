import { defineConfig } from "@playwright/test";

/** Journeys in Debian's Chromium against the real built server on a random port (see global-setup). */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // screenshots for people to look at compare nothing: `npm run screenshots`, not part of the test run
  testIgnore: "screenshots/**",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./support/global-setup.ts",
  outputDir: "../test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // written by global-setup: the onboarding-seen flag for the server's origin
    storageState: process.env.E2E_STORAGE_STATE,
    // a failed journey keeps its actions and DOM snapshots; the screencast film is left out, which
    // took about a sixth of the journeys' time on a two-core machine
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
