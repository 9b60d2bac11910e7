import { useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { paths } from "../../../lib/paths";
import { queryKeys } from "../../../lib/query-keys";
import { removeKey, storageKeys } from "../../../lib/storage";
import { useGoBack } from "../../../lib/use-go-back";
import { useMediaQuery } from "../../../lib/use-media-query";
import { useTask } from "../api/get-task";
import { forgetNewNote, newNoteId } from "./new-note";
import { NoteEditor } from "./note-editor";

/** Wide enough for the editor to take the whole screen rather than a bottom sheet. */
export const EDITOR_WIDE_QUERY = "(min-width: 768px)";

/**
 * /notes/new and /notes/:id (docs/behaviour/note-editor.md add-note and edit-note). A new note
 * keeps its client id on this device until the server has it; once created, the address becomes
 * /notes/:id (same screen, nothing remounts), so a reload opens the server's copy.
 */
export function NoteEditorScreen() {
  const { id = "new" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const client = useQueryClient();
  const isWide = useMediaQuery(EDITOR_WIDE_QUERY);
  const [noteId] = useState(() => (id === "new" ? newNoteId(Date.now()) : id));
  const [isNew] = useState(() => id === "new");
  const task = useTask(noteId);
  // a new note the server has not heard of answers 404: that is the blank note, not an error
  const isMissing = task.isError;

  if (!task.data && !isMissing) {
    return (
      <div
        aria-busy="true"
        aria-label="Loading note"
        className="fixed inset-x-0 bottom-0 z-40 h-[60dvh] animate-pulse rounded-t-[1.75rem] bg-surface shadow-float"
      />
    );
  }
  if (isMissing && !isNew) {
    return (
      <div
        role="alert"
        className="fixed inset-x-0 bottom-0 z-40 rounded-t-[1.75rem] bg-surface p-8 text-center shadow-float"
      >
        <h1 className="text-xl font-semibold">This note is no longer here</h1>
        <button type="button" onClick={goBack} className="mt-4 text-sm font-semibold text-accent">
          Back
        </button>
      </div>
    );
  }

  return (
    <NoteEditor
      noteId={noteId}
      task={task.data ?? null}
      isNew={isNew}
      isWide={isWide}
      onCreated={() => {
        forgetNewNote(noteId);
        void navigate(paths.note(noteId), { replace: true, state: location.state as unknown });
      }}
      onClosed={(isEmpty) => {
        if (isEmpty) {
          // docs/behaviour/validation.md#notes: an empty new note is not saved; nothing of it is
          // kept
          removeKey(storageKeys.noteDraft(noteId));
          forgetNewNote(noteId);
          client.removeQueries({ queryKey: queryKeys.task(noteId), exact: true });
        }
        goBack();
      }}
    />
  );
}
