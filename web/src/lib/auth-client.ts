/**
 * better-auth's client (lib/auth-client-impl.ts), loaded the first time someone signs in, signs
 * up, starts as a guest or changes their account: it is not part of the first page's JavaScript.
 */
import type { authClient } from "./auth-client-impl";

let loading: Promise<typeof authClient> | null = null;

export function loadAuthClient() {
  loading ??= import("./auth-client-impl").then((m) => m.authClient);
  return loading;
}
