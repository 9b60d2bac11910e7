// Apart from the schemas in push.ts, so Settings' notification row does not need zod to render.

/**
 * docs/behaviour/messages.md#push push texts, quoted exactly; use these constants, never retype
 * them.
 */
export const pushMessages = {
  notSupported: "Push notifications are not supported",
  noPublicKey: "VAPID public key not configured",
  signInRequired: "Please sign in to enable push notifications",
  enableFirst: "Please enable push notifications first",
  notPermitted: "Notifications not available or permission not granted",
  testFailed: "Failed to send test notification",
  noKeys: "Failed to get subscription keys",
  /** docs/behaviour/messages.md: denied notifications advise checking browser settings */
  denied:
    "Notifications are blocked for this site. To turn them on, check your browser settings and allow notifications for Firstly.",
  endpointNotHttps: "Push subscription endpoint must be an https:// address",
  keysInvalid: "Push subscription keys are not valid",
} as const;

/** 'Failed to save push subscription: {message}' */
export function pushSaveFailedMessage(message: string): string {
  return `Failed to save push subscription: ${message}`;
}

/** 'Failed to remove push subscription: {message}' */
export function pushRemoveFailedMessage(message: string): string {
  return `Failed to remove push subscription: ${message}`;
}
