import { readJson, removeKey, storageKeys, writeJson } from "../../../lib/storage";
import { PENDING_TASK_VALID_MS } from "../pending-task";
import type { NoteValue } from "./note-blocks";

interface NewNote {
  id: string;
  startedAt: number;
}

/**
 * The id of the note being written in add-note. It is kept on this device until the note is on the
 * server, so a reload of /notes/new brings back the same note (and its draft) instead of a blank
 * one; after 10 minutes (docs/behaviour/limits.md#timing pending thought validity) a fresh note
 * starts.
 */
export function newNoteId(now: number): string {
  const kept = readJson<NewNote>(storageKeys.newNote);
  if (kept && typeof kept.id === "string" && now - kept.startedAt < PENDING_TASK_VALID_MS)
    return kept.id;
  const id = crypto.randomUUID();
  writeJson(storageKeys.newNote, { id, startedAt: now } satisfies NewNote);
  return id;
}

export function forgetNewNote(id: string): void {
  if (readJson<NewNote>(storageKeys.newNote)?.id === id) removeKey(storageKeys.newNote);
}

/**
 * Opening the editor from Add Thought: what was typed becomes the new note's draft under the same
 * id (so create stays idempotent with an earlier attempt), sent as soon as the editor opens.
 */
export function startNoteFrom(id: string, value: NoteValue, now: number): void {
  writeJson(storageKeys.newNote, { id, startedAt: now } satisfies NewNote);
  writeJson(storageKeys.noteDraft(id), { value, clientUpdatedAt: new Date(now).toISOString() });
}
