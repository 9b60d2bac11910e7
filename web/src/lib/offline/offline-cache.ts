import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Me } from "@firstly/core/contract/session";
import { queryKeys } from "../query-keys";
import { readJson, removeKey, writeJson } from "../storage";
import { clearOutbox } from "./task-outbox";

/** Whose data this device last showed: the only snapshot kept, and the one opened offline. */
const OWNER_KEY = "firstly.offline-owner";
const snapshotKey = (owner: string) => `firstly.offline-cache.${owner}`;
const SNAPSHOT_VERSION = 1;
/** lib/session-ended.ts's record of who was signed in */
const SESSION_PERSON_KEY = "firstly.session-person";

/** What home needs to open with no network: the session, thoughts, goals, settings and usage. */
const KEPT: { name: string; key: QueryKey }[] = [
  { name: "me", key: queryKeys.me },
  { name: "tasks", key: queryKeys.tasks },
  { name: "goals", key: queryKeys.goals },
  { name: "settings", key: queryKeys.settings },
  { name: "usage", key: queryKeys.usage },
];
export const keptQueryKeys = KEPT.map((k) => k.key);

interface Snapshot {
  version: number;
  owner: string;
  queries: Record<string, { data: unknown; updatedAt: number }>;
}

export function sessionUserId(client: QueryClient): string | null {
  return client.getQueryData<Me>(queryKeys.me)?.user?.id ?? null;
}

/**
 * Keeps the signed-in person's home data on this device (localStorage), under their id. Nothing
 * is kept for nobody, and only for the person the cached session names.
 */
export function saveOfflineCache(client: QueryClient): void {
  const owner = sessionUserId(client);
  if (!owner || readJson<string>(OWNER_KEY) !== owner) return;
  const queries: Snapshot["queries"] = {};
  for (const { name, key } of KEPT) {
    const state = client.getQueryState(key);
    if (state?.data !== undefined)
      queries[name] = { data: state.data, updatedAt: state.dataUpdatedAt };
  }
  writeJson(snapshotKey(owner), { version: SNAPSHOT_VERSION, owner, queries } satisfies Snapshot);
}

/**
 * Puts the last person's kept home data in the query cache (no network: the app opens with
 * their last list). Returns their id, or null when nothing is kept. Each query keeps the time it
 * was fetched, so it is stale and asked for again as soon as the network is back.
 */
export function restoreOfflineCache(client: QueryClient): string | null {
  const owner = readJson<string>(OWNER_KEY);
  if (typeof owner !== "string") return null;
  const snapshot = readJson<Snapshot>(snapshotKey(owner));
  if (snapshot?.version !== SNAPSHOT_VERSION || snapshot.owner !== owner) return null;
  const me = snapshot.queries.me?.data as Me | undefined;
  if (me?.user?.id !== owner) return null;
  for (const { name, key } of KEPT) {
    const kept = snapshot.queries[name];
    if (kept && client.getQueryData(key) === undefined)
      client.setQueryData(key, kept.data, { updatedAt: Math.min(kept.updatedAt, Date.now()) });
  }
  return owner;
}

/**
 * The server named who is signed in (`owner`, null for nobody). Another person's kept data is
 * dropped at once, so it can never be shown to whoever uses this browser next; their queued
 * writes stay (unsent and unseen) until they sign in here again or sign out.
 */
export function setOfflineOwner(owner: string | null): void {
  const previous = readJson<string>(OWNER_KEY);
  if (previous === owner) return;
  if (typeof previous === "string") removeKey(snapshotKey(previous));
  if (owner) writeJson(OWNER_KEY, owner);
  else removeKey(OWNER_KEY);
}

/** Sign-out: everything kept for `owner` on this device goes, queued writes included. */
export function forgetOfflineData(owner: string | null): void {
  removeKey(SESSION_PERSON_KEY); // signed out here: not a session that ended elsewhere
  if (owner) {
    removeKey(snapshotKey(owner));
    clearOutbox(owner);
  }
  if (!owner || readJson<string>(OWNER_KEY) === owner) removeKey(OWNER_KEY);
}
