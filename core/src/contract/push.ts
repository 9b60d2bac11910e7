import { z } from "zod";
import { pushMessages } from "./push-messages";

export { pushMessages } from "./push-messages";

/**
 * Bytes a base64url string decodes to, or null when it is not base64url (padding allowed; a
 * length of 4n+1 characters can never come from whole bytes).
 */
export function base64UrlByteLength(value: string): number | null {
  const bare = value.replace(/={1,2}$/, "");
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  return Math.floor((bare.length * 6) / 8);
}

/** An https:// URL without credentials in it (push services are reached over HTTPS only). */
export function isHttpsEndpoint(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** RFC 8291: the subscriber's P-256 key is an uncompressed point (65 bytes, first byte 0x04). */
export const P256DH_BYTES = 65;
/** RFC 8291: the authentication secret is 16 bytes. */
export const AUTH_SECRET_BYTES = 16;

/**
 * docs/behaviour/data.md#push-subscription push subscription as the browser's
 * `PushSubscription.toJSON()` gives it: endpoint and keys (p256dh, auth). Validated so the server
 * only ever posts to an https push service and can always encrypt for the keys it keeps.
 */
export const PushSubscriptionInput = z.object({
  endpoint: z
    .string()
    .max(2048, pushMessages.endpointNotHttps)
    .refine(isHttpsEndpoint, pushMessages.endpointNotHttps),
  keys: z.object(
    {
      p256dh: z
        .string()
        .refine(
          (v) => base64UrlByteLength(v) === P256DH_BYTES && v.startsWith("B"),
          pushMessages.keysInvalid,
        ),
      auth: z
        .string()
        .refine((v) => base64UrlByteLength(v) === AUTH_SECRET_BYTES, pushMessages.keysInvalid),
    },
    { error: pushMessages.keysInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const RemovePushSubscriptionInput = z.object({ endpoint: z.string().max(2048) });

/** What the Settings push section needs: the server's key and the endpoint it sends to. */
export const PushStatus = z.object({
  /** the VAPID public key (base64url) browsers subscribe with; null: push is off on this server */
  publicKey: z.string().nullable(),
  /** the endpoint kept for the signed-in person (one browser at a time), or null */
  endpoint: z.string().nullable(),
});
export type PushStatus = z.infer<typeof PushStatus>;

/** docs/behaviour/calls.md#push "Push send": the notification a service worker shows. */
export const PushNotification = z.object({
  title: z.string(),
  body: z.string(),
  data: z.object({ url: z.string() }),
});
export type PushNotification = z.infer<typeof PushNotification>;

const BODY_MAX = 120;

/**
 * The notification for a thought that is back from a delay, or whose scheduled time has come:
 * its title, else its first line, cut at a word near 120 characters. Opening it opens the thought.
 */
export function taskReturnNotification(task: {
  id: string;
  title: string | null;
  text: string;
  isScheduled: boolean;
}): PushNotification {
  const first = (task.title?.trim() || task.text.trim().split("\n")[0] || "").trim();
  const body =
    first.length === 0
      ? "Open Firstly to see it."
      : first.length <= BODY_MAX
        ? first
        : `${first.slice(0, BODY_MAX).replace(/\s+\S*$/, "")}…`;
  return {
    title: task.isScheduled ? "A scheduled thought is due" : "A delayed thought is back",
    body,
    data: { url: `/tasks/${encodeURIComponent(task.id)}` },
  };
}

export const TEST_NOTIFICATION: PushNotification = {
  title: "Firstly",
  body: "Push notifications are working. You will hear from us when a delayed thought comes back.",
  data: { url: "/settings" },
};
