import { Agent } from "node:https";
import webpush from "web-push";
import type { PushNotification } from "@firstly/core/contract/push";
import type { Logger } from "../logger";
import type { VapidKeys } from "./vapid-keys";
import { isPrivateLiteralHost, PRIVATE_ADDRESS_CODE, publicOnlyLookup } from "./public-address";

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * sent: the push service took it (201). gone: 404/410, or an endpoint that is not at a public
 * address (status null): the subscription is dead. failed: anything else.
 */
export type PushResult =
  | { kind: "sent" }
  | { kind: "gone"; status: number | null }
  | { kind: "failed"; status: number | null };

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
 * `allowPrivateNetwork` (PUSH_ALLOW_PRIVATE_NETWORK): off, endpoints must be at public addresses
 * (checked on the IP literal and on every address a name resolves to, at connect time).
 */
export function createPushSender(options: {
  keys: VapidKeys;
  log: Logger;
  agent?: Agent;
  allowPrivateNetwork?: boolean;
}): PushSender {
  const { keys, log, allowPrivateNetwork = false } = options;
  const agent = allowPrivateNetwork
    ? options.agent
    : new Agent({ ...options.agent?.options, lookup: publicOnlyLookup });
  return {
    publicKey: keys.publicKey,
    async send(subscription, notification, { ttlSeconds, urgency = "normal" }) {
      if (!allowPrivateNetwork && isPrivateLiteralHost(subscription.endpoint)) {
        log.warn("push.endpoint_refused", { reason: "private_address" });
        return { kind: "gone", status: null };
      }
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
        if (hasCode(error, PRIVATE_ADDRESS_CODE)) {
          log.warn("push.endpoint_refused", { reason: "private_address" });
          return { kind: "gone", status: null };
        }
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

function hasCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}
