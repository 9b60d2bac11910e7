import { createStore } from "../../lib/create-store";
import { outboxStore, beforeSessionKey, type OutboxEntry } from "../../lib/offline/task-outbox";
import { readJson, removeKey, storageKeys, writeJson } from "../../lib/storage";

/**
 * docs/behaviour/add-thought.md#pending-thought and docs/behaviour/limits.md: a thought typed but
 * not yet saved stays valid locally for 10 minutes.
 */
export const PENDING_TASK_VALID_MS = 10 * 60 * 1000;

export interface PendingTask {
  /** client-generated task id, reused on retry so create stays idempotent */
  id: string;
  title: string;
  text: string;
  savedAt: number;
  /**
   * home has already sent the person back to it once (the docs/behaviour/home.md redirect happens
   * once a draft)
   */
  resumed?: boolean;
  /** the server refused it for the monthly limit: it waits on home, it does not take home over */
  refused?: boolean;
}

/** Bumped on every change to the draft, so home's waiting note follows it without a reload. */
export const pendingTaskStore = createStore(0);
const changed = () => pendingTaskStore.set((n) => n + 1);

export function hasContent(thought: Pick<PendingTask, "title" | "text">): boolean {
  return thought.text.trim().length > 0 || thought.title.trim().length > 0;
}

/** The saved draft if it has content and is younger than 10 minutes; stale drafts are dropped. */
export function readPendingTask(now: number): PendingTask | null {
  const draft = readJson<PendingTask>(storageKeys.pendingTask);
  if (!draft || typeof draft.id !== "string" || typeof draft.savedAt !== "number") return null;
  if (now - draft.savedAt >= PENDING_TASK_VALID_MS || !hasContent(draft)) {
    removeKey(storageKeys.pendingTask);
    return null;
  }
  return draft;
}

/** The draft is already on its way (queued on this device for the server): nothing to resume. */
export function isDraftQueued(id: string): boolean {
  const waiting = readJson<unknown>(beforeSessionKey);
  const before = Array.isArray(waiting) ? (waiting as OutboxEntry[]) : [];
  return [...outboxStore.get().entries, ...before].some((e) => e?.taskId === id);
}

/**
 * the docs/behaviour/home.md pending-thought redirect, made safe: the draft home should reopen Add
 * Thought for, at most once per draft, never one the limit refused (that would loop home → Add
 * Thought → limit) and never one already queued for the server.
 */
export function draftToResume(now: number): PendingTask | null {
  const draft = readPendingTask(now);
  if (!draft || draft.resumed || draft.refused || isDraftQueued(draft.id)) return null;
  return draft;
}

/** The refused draft home shows as waiting (with a way to open it); null when there is none. */
export function waitingDraft(now: number): PendingTask | null {
  const draft = readPendingTask(now);
  return draft?.refused && !isDraftQueued(draft.id) ? draft : null;
}

export function savePendingTask(thought: PendingTask): void {
  if (hasContent(thought)) writeJson(storageKeys.pendingTask, thought);
  else removeKey(storageKeys.pendingTask);
  changed();
}

/** Marks the draft `id` (if it is still the one kept) with `flags`, keeping its age. */
export function markPendingTask(id: string, flags: Pick<PendingTask, "resumed" | "refused">) {
  const draft = readJson<PendingTask>(storageKeys.pendingTask);
  if (draft?.id !== id) return;
  writeJson(storageKeys.pendingTask, { ...draft, ...flags });
  changed();
}

export function clearPendingTask(id?: string): void {
  const draft = readJson<PendingTask>(storageKeys.pendingTask);
  if (!id || draft?.id === id) {
    removeKey(storageKeys.pendingTask);
    changed();
  }
}
