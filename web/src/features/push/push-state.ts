import { pushMessages } from "@firstly/core/contract/push-messages";

export interface PushSituation {
  isGuest: boolean;
  isSupported: boolean;
  /** undefined while the server's answer is on its way */
  publicKey: string | null | undefined;
  permission: NotificationPermission | "unavailable";
  isOn: boolean;
}

/**
 * Why the switch cannot be used here (docs/behaviour/messages.md texts, in the order a person can
 * fix them), or null when it can. Denied notifications advise checking the browser's settings.
 */
export function pushBlocker(s: PushSituation): string | null {
  if (s.isGuest) return pushMessages.signInRequired;
  if (!s.isSupported) return pushMessages.notSupported;
  if (s.publicKey === null) return pushMessages.noPublicKey;
  if (s.permission === "denied") return pushMessages.denied;
  return null;
}

/** The line under the title: what push does, or why it is off. */
export function pushDescription(s: PushSituation): string {
  const blocker = pushBlocker(s);
  if (blocker) return blocker;
  return s.isOn
    ? "On for this browser. You get a notification when a delayed thought comes back or a scheduled one is due."
    : "Get a notification when a delayed thought comes back or a scheduled one is due.";
}

/** What the test button says is missing before it can send, or null. */
export function testBlocker(s: PushSituation): string | null {
  if (!s.isOn) return pushMessages.enableFirst;
  if (s.permission !== "granted") return pushMessages.notPermitted;
  return null;
}
