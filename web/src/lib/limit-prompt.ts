import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Me } from "@firstly/core/contract/session";
import { ApiError } from "./api-error";
import { openAuthSheet } from "./auth-sheet-store";
import { createStore } from "./create-store";
import { queryKeys } from "./query-keys";

/**
 * The upgrade dialog: opened by a refused create ('Monthly Item Limit Reached', SPEC §2) or by the
 * side menu's Free Trial button.
 */
export const limitDialogStore = createStore<{ open: boolean; reason: "limit" | "upgrade" }>({
  open: false,
  reason: "limit",
});

export const openUpgradeDialog = () => limitDialogStore.set({ open: true, reason: "upgrade" });

/**
 * Handles a create refused for the item limit the same way on every screen: a guest is invited
 * to sign up (SPEC §6), a signed-in user sees the upgrade dialog. Returns whether it was one.
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
