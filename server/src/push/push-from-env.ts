import type { Agent } from "node:https";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { safeErrorFields } from "../errors/safe-error";
import { createPushSender, type PushSender } from "./push-sender";
import { loadVapidKeys } from "./vapid-keys";

/**
 * Push is on whenever VAPID keys exist: from VAPID_* or generated into DATA_DIR. A data directory
 * that cannot be written leaves push off (Settings says 'VAPID public key not configured') rather
 * than stopping the server.
 */
export function createPushFromEnv(env: Env, log: Logger, agent?: Agent): PushSender | null {
  try {
    return createPushSender({
      keys: loadVapidKeys(env, env.DATA_DIR),
      log,
      agent,
      allowPrivateNetwork: env.PUSH_ALLOW_PRIVATE_NETWORK,
    });
  } catch (error) {
    log.warn("push.keys_unavailable", safeErrorFields(error));
    return null;
  }
}
