import type { Agent } from "node:https";
import webpush from "web-push";
import type { PushNotification } from "@firstly/core/contract/push";
import type { Logger } from "../logger";
import type { VapidKeys } from "./vapid-keys";

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** sent: the push service took it (201). gone: 404/410, the subscription is dead. failed: anything else. */
export type PushResult =
  { kind: "sent" } | { kind: "gone"; status: number } | { kind: "failed"; status: number | null };

export interface PushSender {
  publicKey: string;
  send(
    subscription: StoredPushSubscription,
    notification: PushNotification,
    options: { ttlSeconds: number; urgency?: "normal" | "high" },
  ): Promise<PushResult>;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * RFC 8030 delivery through `web-push`: the payload encrypted for the subscriber (RFC 8291
 * aes128gcm), signed with our VAPID key (RFC 8292), with TTL and Urgency. Failures are logged with
 * the push service's status only, never the payload or the endpoint's path (it identifies a person).
 * `agent`: tests pass one that trusts the local push service's certificate.
 */
export function createPushSender(options: {
  keys: VapidKeys;
  log: Logger;
  agent?: Agent;
}): PushSender {
  const { keys, log, agent } = options;
  return {
    publicKey: keys.publicKey,
    async send(subscription, notification, { ttlSeconds, urgency = "normal" }) {
      try {
        await webpush.sendNotification(subscription, JSON.stringify(notification), {
          vapidDetails: {
            subject: keys.subject,
            publicKey: keys.publicKey,
            privateKey: keys.privateKey,
          },
          TTL: ttlSeconds,
          urgency,
          contentEncoding: "aes128gcm",
          timeout: SEND_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        });
        return { kind: "sent" };
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : null;
        const host = URL.canParse(subscription.endpoint)
          ? new URL(subscription.endpoint).host
          : "invalid";
        if (status === 404 || status === 410) {
          log.info("push.subscription_gone", { status, host });
          return { kind: "gone", status };
        }
        log.warn("push.failed", {
          status,
          host,
          errorName: error instanceof Error ? error.name : typeof error,
          errorCode: (error as { code?: unknown }).code,
        });
        return { kind: "failed", status };
      }
    },
  };
}
