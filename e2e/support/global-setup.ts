import { startServer } from "./start-server";

/** One real server for the whole run; journeys use fresh accounts so they don't share state. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  // startServer raises the auth limits: the journeys sign up many accounts and guests from
  // 127.0.0.1 within seconds, and the limits themselves are tested in server/test.
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
