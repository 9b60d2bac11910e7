import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { messages } from "@firstly/core/contract/errors";
import { loadAuthClient } from "../../../lib/auth-client";
import { createStore } from "../../../lib/create-store";
import { removeKey, storageKeys, writeJson } from "../../../lib/storage";
import { useMe } from "../../../lib/queries/session";

let pending: Promise<void> | null = null;

class GuestStartError extends Error {}

/** Creates one anonymous guest session; concurrent callers share the same request. */
export function startGuestSession(): Promise<void> {
  pending ??= (async () => {
    const result = await (await loadAuthClient()).signIn.anonymous();
    if (result.error) {
      throw new GuestStartError(
        result.error.status === 429 ? messages.guestStartLimited : messages.guestStartFailed,
      );
    }
    const id = result.data?.user.id;
    if (id) writeJson(storageKeys.guestSession, id);
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/** Why the guest session could not start (null while fine), and how many tries so far. */
export const guestStartStore = createStore<{ problem: string | null; attempt: number }>({
  problem: null,
  attempt: 0,
});

/** Try again now (the notice's button); the automatic retries continue otherwise. */
export function retryGuestStart(): void {
  guestStartStore.set((s) => ({ ...s, attempt: s.attempt + 1 }));
}

/** Waits between automatic tries: 5 s, 15 s, then every 30 s. */
export const GUEST_RETRY_MS = [5_000, 15_000, 30_000] as const;

/**
 * On a visit with no session, start a guest (docs/behaviour/account-and-sign-in.md#guest-session: a
 * random id kept locally) so the person can add thoughts right away; signing in later migrates
 * them. When the server refuses (rate limit, network), the notice says so and the start is retried,
 * so home is never silently empty.
 */
export function useGuestBootstrap(): void {
  const client = useQueryClient();
  const me = useMe();
  const needsGuest = me.isSuccess && me.data.user === null;
  const attempt = guestStartStore.use((s) => s.attempt);
  useEffect(() => {
    if (!needsGuest) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    startGuestSession()
      .then(() => {
        // attempt is left as it is: changing it would start another guest before `me` refetches
        guestStartStore.set((s) => (s.problem ? { ...s, problem: null } : s));
        return client.invalidateQueries();
      })
      .catch((error: unknown) => {
        removeKey(storageKeys.guestSession);
        if (!live) return;
        const problem =
          error instanceof GuestStartError ? error.message : messages.guestStartFailed;
        guestStartStore.set((s) => ({ ...s, problem }));
        const wait = GUEST_RETRY_MS[Math.min(attempt, GUEST_RETRY_MS.length - 1)];
        timer = setTimeout(retryGuestStart, wait);
      });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [needsGuest, client, attempt]);
  useEffect(() => {
    if (me.data?.user) guestStartStore.set((s) => (s.problem ? { ...s, problem: null } : s));
    if (me.data?.user && !me.data.user.isGuest) removeKey(storageKeys.guestSession);
  }, [me.data?.user]);
}
