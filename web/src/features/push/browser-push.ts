import { pushMessages } from "@firstly/core/contract/push-messages";

/** Push needs a service worker, the Push API and notifications (iOS: only once installed). */
export function isPushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

export function notificationPermission(): NotificationPermission | "unavailable" {
  return "Notification" in window ? Notification.permission : "unavailable";
}

/** A VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKeyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const READY_TIMEOUT_MS = 10_000;

/** The active service worker registration; none within 10 s means push cannot work here. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(pushMessages.notSupported)), READY_TIMEOUT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentBrowserSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * This browser's subscription for the server's key: the existing one when it was made with that
 * key, else a new one (a subscription made with another key cannot receive our pushes).
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await serviceWorkerRegistration();
  const key = applicationServerKeyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
