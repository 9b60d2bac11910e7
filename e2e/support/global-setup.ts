import { startServer } from "./start-server";

/** One real server for the whole run; journeys use fresh accounts so they don't share state. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  // Journeys sign up several fresh accounts from 127.0.0.1 within seconds; the 3-per-10-s login
  // limit is tested in server/test, not here.
  const server = await startServer({ AUTH_RATE_LIMIT_MAX: "1000" });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
