import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "./start-server";

/**
 * Every journey starts as someone who has seen onboarding: it opens by itself 1.5 s after a
 * person's first item and would cover whatever a journey does next. help-onboarding.spec.ts
 * starts without this flag and checks onboarding itself.
 */
function writeSeenOnboardingState(origin: string) {
  // outside test-results: Playwright empties that folder when the run starts
  const dir = path.join(tmpdir(), "firstly-e2e");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `storage-state-${process.pid}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      cookies: [],
      origins: [{ origin, localStorage: [{ name: "firstly.onboarding-seen", value: "true" }] }],
    }),
  );
  process.env.E2E_STORAGE_STATE = file;
}

/** One real server for the whole run; journeys use fresh accounts so they don't share state. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    writeSeenOnboardingState(new URL(process.env.E2E_BASE_URL).origin);
    return;
  }
  // startServer raises the auth limits: the journeys sign up many accounts and guests from
  // 127.0.0.1 within seconds, and the limits themselves are tested in server/test.
  // no Stripe here, so a monthly limit is the operator's own (FREE_ITEMS_PER_MONTH): the
  // docs/behaviour/limits.md#items 25,
  // the number the limit journeys and the remaining line are checked against
  const server = await startServer({ FREE_ITEMS_PER_MONTH: "25" });
  process.env.E2E_BASE_URL = server.url;
  // where the server writes its mail outbox (the recovery journey reads its link there)
  process.env.E2E_DATA_DIR = server.dataDir;
  writeSeenOnboardingState(server.url);
  return async () => {
    await server.stop();
  };
}
