import type { CreateTaskInput, UpdateTaskInput } from "@firstly/core/contract/task";
import { createStore } from "../create-store";
import { readJson, removeKey, writeJson } from "../storage";

/**
 * A thought written or edited while the server cannot be reached, waiting to be sent. `seq` is
 * the entry's place in the queue (kept across reloads) so a caller can wait for its own write.
 */
export type OutboxEntry =
  | { seq: number; kind: "create"; taskId: string; input: CreateTaskInput }
  | { seq: number; kind: "update"; taskId: string; input: UpdateTaskInput };

export type OutboxWrite =
  | { kind: "create"; taskId: string; input: CreateTaskInput }
  | { kind: "update"; taskId: string; input: UpdateTaskInput };

interface OutboxState {
  /** whose queue this is (a session's user id, guests included); null before one is known */
  owner: string | null;
  entries: readonly OutboxEntry[];
  /** the first entry is on its way to the server: it can no longer take later edits */
  isSending: boolean;
  /**
   * the server has said in this page that `owner` is signed in. A queue opened from what this
   * device kept (offline) is shown but not sent until then: never in someone else's name.
   */
  isConfirmed: boolean;
}

const outboxKey = (owner: string) => `firstly.outbox.${owner}`;
/**
 * Writes made before any session exists (a first visit straight to Add Thought, before the guest
 * session has started): kept here, then handed to the first owner the server names.
 */
export const beforeSessionKey = "firstly.outbox.before-session";

/**
 * Adds a write at the end of the queue, folded into the same thought's last waiting entry when
 * there is one (not the one being sent): an edit of a thought not yet created becomes part of its
 * creation, and edits in a row become one (the later `clientUpdatedAt` wins, so the server still
 * sees the edit's own time). Order between thoughts is kept; nothing is sent twice.
 */
export function addToQueue(
  entries: readonly OutboxEntry[],
  write: OutboxWrite,
  isSending: boolean,
): { entries: OutboxEntry[]; seq: number } {
  const firstOpen = isSending ? 1 : 0;
  let index = -1;
  for (let i = entries.length - 1; i >= firstOpen; i -= 1) {
    if (entries[i]!.taskId === write.taskId) {
      index = i;
      break;
    }
  }
  const target = index >= 0 ? entries[index]! : undefined;
  if (target && write.kind === "update") {
    const merged: OutboxEntry =
      target.kind === "create"
        ? { ...target, input: mergeIntoCreate(target.input, write.input) }
        : { ...target, input: { ...target.input, ...write.input } };
    const next = [...entries];
    next[index] = merged;
    return { entries: next, seq: target.seq };
  }
  if (target && write.kind === "create") return { entries: [...entries], seq: target.seq };
  const seq = Math.max(0, ...entries.map((e) => e.seq)) + 1;
  return { entries: [...entries, { ...write, seq }], seq };
}

function mergeIntoCreate(create: CreateTaskInput, edit: UpdateTaskInput): CreateTaskInput {
  const { title, clientUpdatedAt: _editedAt, ...rest } = edit;
  const merged: CreateTaskInput = { ...create, ...rest };
  if (title === null || title === "") delete merged.title;
  else if (title !== undefined) merged.title = title;
  return merged;
}

function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as Partial<OutboxEntry> | null;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.seq === "number" &&
    (entry.kind === "create" || entry.kind === "update") &&
    typeof entry.taskId === "string" &&
    typeof entry.input === "object" &&
    entry.input !== null
  );
}

const EMPTY: OutboxState = { owner: null, entries: [], isSending: false, isConfirmed: false };

function readEntries(key: string): OutboxEntry[] {
  const saved = readJson<unknown>(key);
  return Array.isArray(saved) ? saved.filter(isEntry) : [];
}

/** No owner yet: the writes waiting for a session (kept on the device, so a reload keeps them). */
const beforeSession = (): OutboxState => ({ ...EMPTY, entries: readEntries(beforeSessionKey) });

export const outboxStore = createStore<OutboxState>(beforeSession());

/**
 * Makes `owner`'s queue (kept in localStorage, so it survives a reload) the current one;
 * `isConfirmed` when the server has just named them (else it waits to be sent, see above). The
 * writes made before any session existed join the queue of the first owner the server names
 * (this browser's own session: the one its cookie carries), after that owner's own writes.
 */
export function openOutbox(owner: string, isConfirmed: boolean): void {
  const state = outboxStore.get();
  let next: OutboxState =
    state.owner === owner
      ? { ...state, isConfirmed: state.isConfirmed || isConfirmed }
      : { owner, entries: readEntries(outboxKey(owner)), isSending: false, isConfirmed };
  const waiting = !isConfirmed
    ? []
    : state.owner === null && state.entries.length > 0
      ? state.entries
      : readEntries(beforeSessionKey);
  if (waiting.length === 0) {
    if (next.owner !== state.owner || next.isConfirmed !== state.isConfirmed) outboxStore.set(next);
    return;
  }
  let { entries } = next;
  for (const { seq: _seq, ...write } of waiting)
    entries = addToQueue(entries, write, next.isSending).entries;
  next = { ...next, entries };
  save(next);
  removeKey(beforeSessionKey);
  outboxStore.set(next);
}

function save(state: OutboxState): void {
  const key = state.owner ? outboxKey(state.owner) : beforeSessionKey;
  if (state.entries.length > 0) writeJson(key, state.entries);
  else removeKey(key);
}

/**
 * Queues a write for the current owner, or, with none yet, until the server names one; returns
 * its entry's seq.
 */
export function queueWrite(write: OutboxWrite): number {
  const state = outboxStore.get();
  const { entries, seq } = addToQueue(state.entries, write, state.isSending);
  const next = { ...state, entries };
  save(next);
  outboxStore.set(next);
  return seq;
}

/** The first entry is being sent (true) or has come back, either way (false). */
export function markSending(isSending: boolean): void {
  outboxStore.set((s) => ({ ...s, isSending }));
}

/** Removes the first entry: the server took it, or refused it for good (a 4xx). */
export function dropHead(seq: number): void {
  const state = outboxStore.get();
  if (state.entries[0]?.seq !== seq) return;
  const next = { ...state, entries: state.entries.slice(1) };
  save(next);
  outboxStore.set(next);
}

/** Forgets `owner`'s queue (sign-out), on this device and in memory. */
export function clearOutbox(owner: string): void {
  removeKey(outboxKey(owner));
  if (outboxStore.get().owner === owner) outboxStore.set(beforeSession());
}

/**
 * Nobody's queue is current (nobody signed in): nothing queued shows or is sent; a write made now
 * waits for the next session.
 */
export function closeOutbox(): void {
  outboxStore.set(beforeSession());
}

/** The current owner's queued writes: what the list shows before the server has them. */
export const queuedWrites = (): readonly OutboxEntry[] => outboxStore.get().entries;
