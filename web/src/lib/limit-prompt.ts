import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Me } from "@firstly/core/contract/session";
import { ApiError } from "./api-error";
import { openAuthSheet } from "./auth-sheet-store";
import { createStore } from "./create-store";
import { queryKeys } from "./query-keys";
import { readJson, writeJson } from "./storage";

/**
 * The upgrade dialog: opened by a refused create ('Monthly Item Limit Reached',
 * docs/behaviour/billing.md) or by the side menu's Free Trial button.
 */
export const limitDialogStore = createStore<{ open: boolean; reason: "limit" | "upgrade" }>({
  open: false,
  reason: "limit",
});

export const openUpgradeDialog = () => limitDialogStore.set({ open: true, reason: "upgrade" });

/**
 * Handles a create refused for the item limit the same way on every screen: a guest is invited
 * to sign up (docs/behaviour/permissions.md#roles), a signed-in user sees the upgrade dialog.
 * Returns whether it was one.
 */
export function useLimitPrompt(): (error: unknown) => boolean {
  const client = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.code !== "LIMIT_REACHED") return false;
      // read, don't subscribe: the session is in the cache long before anything can be created
      const isGuest = client.getQueryData<Me>(queryKeys.me)?.user?.isGuest ?? true;
      if (isGuest) openAuthSheet("signup", error.message);
      else limitDialogStore.set({ open: true, reason: "limit" });
      return true;
    },
    [client],
  );
}

/**
 * docs/behaviour/permissions.md#guest: a guest's stored usage counter of 3 or more brings the
 * sign-up prompt early.
 */
export const GUEST_EARLY_PROMPT_AT = 3;

const promptDismissedKey = (guestId: string) => `firstly.guest-signup-prompt.${guestId}`;

/**
 * Whether home shows the guest's sign-up prompt. From 3 items (docs/behaviour/permissions.md#guest)
 * until dismissed; a dismissal holds until the guest reaches the limit itself (5), where it shows
 * once more.
 */
export function shouldPromptGuest(
  used: number,
  limit: number | null,
  dismissedAt: number | null,
): boolean {
  if (used < GUEST_EARLY_PROMPT_AT) return false;
  if (dismissedAt === null) return true;
  return limit !== null && used >= limit && dismissedAt < limit;
}

export function readPromptDismissedAt(guestId: string): number | null {
  const value = readJson<unknown>(promptDismissedKey(guestId));
  return typeof value === "number" ? value : null;
}

export function dismissGuestPrompt(guestId: string, used: number): void {
  writeJson(promptDismissedKey(guestId), used);
}
