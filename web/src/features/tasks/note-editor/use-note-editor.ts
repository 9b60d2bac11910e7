import { useCallback, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { queryKeys } from "../../../lib/query-keys";
import { readJson, removeKey, storageKeys } from "../../../lib/storage";
import { useCreateTask } from "../api/create-task";
import { EDITOR_HISTORY_GAP_MS, useTaskEditor } from "../editor/use-task-editor";
import { saveTaskEdit } from "../offline/save-task-edit";
import { blocksFromTask, isSavable, savePayload, type NoteValue } from "./note-blocks";
import { useLatest } from "../../../lib/use-latest";

/** A draft restored for a note the server has never seen is always newer than "nothing". */
const NEVER = "1970-01-01T00:00:00.000Z";

/**
 * The note editor's state: title and blocks with undo/redo (250 ms between entries), autosave
 * 600 ms after the last edit, and the unsent draft kept on this device until the server has it.
 * A new note is created (idempotent on its client id) by its first save with content, or by its
 * first upload; docs/behaviour/validation.md#notes: an empty new note is never sent.
 */
export function useNoteEditor({
  noteId,
  task,
  onCreated,
}: {
  noteId: string;
  /** the server's copy; null for a new note not yet created */
  task: Task | null;
  onCreated: () => void;
}) {
  const client = useQueryClient();
  const create = useCreateTask();
  const created = useRef<Promise<void> | null>(task ? Promise.resolve() : null);
  const onCreatedRef = useLatest(onCreated);

  /**
   * Creates the note once (shared by autosave and uploads); later calls wait for the same one.
   * A new note with no text and no title yet is not created here: it answers with the (blank)
   * title, and the first upload creates the note (the server refuses an empty note,
   * docs/behaviour/validation.md#notes, but keeps one whose first content is a title, a picture, a
   * file or a recording).
   */
  const ensureCreated = useCallback(
    (value: NoteValue): Promise<{ createByUpload: { title: string } } | undefined> => {
      const { text, title } = savePayload(value, new Date().toISOString());
      if (!created.current && !text && !title)
        return Promise.resolve({ createByUpload: { title: title ?? "" } });
      created.current ??= (async () => {
        await create.mutateAsync({ id: noteId, text, ...(title ? { title } : {}) });
        onCreatedRef.current();
      })().catch((error: unknown) => {
        created.current = null;
        throw error;
      });
      return created.current.then(() => undefined);
    },
    [create, noteId, onCreatedRef],
  );

  /** the note now exists on the server (its first upload created it) */
  const markCreated = useCallback(() => {
    if (created.current) return;
    created.current = Promise.resolve();
    onCreatedRef.current();
  }, [onCreatedRef]);

  const save = useCallback(
    async (value: NoteValue, clientUpdatedAt: string) => {
      if (!created.current) {
        const files = client.getQueryData<Task>(queryKeys.task(noteId))?.files.length ?? 0;
        if (!isSavable(value, files)) return "skipped";
      }
      // no text yet and not created: the first upload will create it (with the title)
      if (await ensureCreated(value)) return "skipped";
      const payload = savePayload(value, clientUpdatedAt);
      // a picture removed from the note (then its block brought back by undo) is no longer the
      // note's: the server would refuse the whole save for it, so its block stays local only
      const own = client.getQueryData<Task>(queryKeys.task(noteId))?.imageURLs;
      const inline = own
        ? payload.inline.filter((b) => b.type === "text" || own.includes(b.url))
        : payload.inline;
      return saveTaskEdit(client, noteId, { ...payload, inline });
    },
    [client, ensureCreated, noteId],
  );

  // a draft from another version of the app (or a corrupt one) is dropped rather than opened
  const draftKey = storageKeys.noteDraft(noteId);
  const draft = readJson<{ value?: Partial<NoteValue> }>(draftKey);
  if (draft && !Array.isArray(draft.value?.blocks)) removeKey(draftKey);

  const editor = useTaskEditor<NoteValue>({
    taskId: noteId,
    storageKey: draftKey,
    initial: { title: task?.title ?? "", blocks: blocksFromTask(task) },
    serverUpdatedAt: task?.updatedAt ?? NEVER,
    save,
    historyGapMs: EDITOR_HISTORY_GAP_MS,
  });

  return { ...editor, ensureCreated: () => ensureCreated(editor.value), markCreated };
}
