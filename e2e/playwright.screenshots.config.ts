import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run screenshots`: the main screens at a phone and a laptop size, written to
 * test-results/screenshots for people to look at (nothing is compared, so they are not part of
 * `npm test`). Same server and browser as the journeys.
 */
export default defineConfig({
  ...base,
  testDir: "./screenshots",
  testIgnore: undefined,
});
