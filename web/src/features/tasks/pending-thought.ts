import { readJson, removeKey, storageKeys, writeJson } from "../../lib/storage";

/** SPEC §2/§9: a thought typed but not yet saved stays valid locally for 10 minutes. */
export const PENDING_THOUGHT_VALID_MS = 10 * 60 * 1000;

export interface PendingThought {
  /** client-generated task id, reused on retry so create stays idempotent */
  id: string;
  title: string;
  text: string;
  savedAt: number;
}

export function hasContent(thought: Pick<PendingThought, "title" | "text">): boolean {
  return thought.text.trim().length > 0 || thought.title.trim().length > 0;
}

/** The saved draft if it has content and is younger than 10 minutes; stale drafts are dropped. */
export function readPendingThought(now: number): PendingThought | null {
  const draft = readJson<PendingThought>(storageKeys.pendingThought);
  if (!draft || typeof draft.id !== "string" || typeof draft.savedAt !== "number") return null;
  if (now - draft.savedAt >= PENDING_THOUGHT_VALID_MS || !hasContent(draft)) {
    removeKey(storageKeys.pendingThought);
    return null;
  }
  return draft;
}

export const hasPendingThought = (now: number) => readPendingThought(now) !== null;

export function savePendingThought(thought: PendingThought): void {
  if (hasContent(thought)) writeJson(storageKeys.pendingThought, thought);
  else removeKey(storageKeys.pendingThought);
}

export function clearPendingThought(id?: string): void {
  const draft = readJson<PendingThought>(storageKeys.pendingThought);
  if (!id || draft?.id === id) removeKey(storageKeys.pendingThought);
}
