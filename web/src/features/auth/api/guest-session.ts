import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { removeKey, storageKeys, writeJson } from "../../../lib/storage";
import { useMe } from "../../../lib/queries/session";

let pending: Promise<void> | null = null;

/** Creates one anonymous guest session; concurrent callers share the same request. */
export function startGuestSession(): Promise<void> {
  pending ??= (async () => {
    const result = await authClient.signIn.anonymous();
    const id = result.data?.user.id;
    if (id) writeJson(storageKeys.guestSession, id);
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * On a visit with no session, start a guest (SPEC: a random id kept locally) so the person can
 * add thoughts right away; signing in later migrates them.
 */
export function useGuestBootstrap(): void {
  const client = useQueryClient();
  const me = useMe();
  const needsGuest = me.isSuccess && me.data.user === null;
  useEffect(() => {
    if (!needsGuest) return;
    startGuestSession()
      .then(() => client.invalidateQueries())
      .catch(() => removeKey(storageKeys.guestSession));
  }, [needsGuest, client]);
  useEffect(() => {
    if (me.data?.user && !me.data.user.isGuest) removeKey(storageKeys.guestSession);
  }, [me.data?.user]);
}
