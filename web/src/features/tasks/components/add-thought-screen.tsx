import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from "react";
import { useLimitPrompt } from "../../../lib/limit-prompt";
import { Check, NotebookPen, X } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../../lib/paths";
import { startNoteFrom } from "../note-editor/new-note";
import { blocksFromTask } from "../note-editor/note-blocks";
import { toast } from "../../../lib/toast";
import { useQueryClient } from "@tanstack/react-query";
import type { CreateTaskInput, Task } from "@firstly/core/contract/task";
import { queryKeys } from "../../../lib/query-keys";
import { useGoBack } from "../../../lib/use-go-back";
import { useCreateTask } from "../api/create-task";
import {
  clearPendingTask,
  hasContent,
  isDraftQueued,
  readPendingTask,
  savePendingTask,
  type PendingTask,
} from "../pending-task";
import { AutoGrowTextarea } from "../../../components/auto-grow-textarea";
import { VoiceButton } from "../../../components/voice/voice-button";
import { isSaveChord } from "../../../lib/keyboard-shortcuts";
import { uploadAttachment } from "../attachments/upload-attachment";
import {
  carriesShare,
  draftPicture,
  dropDraftPicture,
  takeShared,
  withShared,
} from "../share/shared-content";
import { SharedPicture } from "./shared-picture";
import { ApiError } from "../../../lib/api-error";
import { IconButton } from "../../../components/ui/button";
import { useAfterTakeover } from "../../../lib/use-taken-over";

/** The discard confirm, with the dialog library, loads when first asked for, not with the screen. */
const DiscardDraftDialog = lazy(async () => ({
  default: (await import("./discard-draft-dialog")).DiscardDraftDialog,
}));

function newDraft(): PendingTask {
  return { id: crypto.randomUUID(), title: "", text: "", savedAt: Date.now() };
}

function keepDraft(input: CreateTaskInput, error: Error) {
  // keep what was typed so reopening Add Thought brings it back; one the limit refused waits on
  // home instead of reopening by itself (which would loop back to the limit)
  savePendingTask({
    id: input.id,
    title: input.title ?? "",
    text: input.text,
    savedAt: Date.now(),
    refused: error instanceof ApiError && error.code === "LIMIT_REACHED",
  });
}

/**
 * Add Thought (full screen). The draft is kept on this device as it is typed, and its id is the
 * new task's id, so Done after a failed attempt cannot create a duplicate.
 */
export function AddThoughtScreen() {
  const goBack = useGoBack();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<PendingTask>(() => {
    const saved = readPendingTask(Date.now());
    // a draft whose task already exists was submitted a moment ago: start fresh
    const submitted =
      saved &&
      (isDraftQueued(saved.id) ||
        client.getQueryData<Task[]>(queryKeys.tasks)?.some((t) => t.id === saved.id));
    return saved && !submitted ? saved : newDraft();
  });
  const textRef = useRef<HTMLTextAreaElement>(null);
  // the server draws this screen empty (decision 0029): a draft kept on this device shows once the
  // app has taken over, and the caret goes to the text then (the page was inert until now)
  const showsKept = useAfterTakeover(true, !hasContent(draft));
  const shown = showsKept ? draft : { ...draft, title: "", text: "" };
  useEffect(() => {
    if (document.activeElement === document.body) textRef.current?.focus();
  }, []);
  const promptForLimit = useLimitPrompt();
  const create = useCreateTask({
    onError: (error, input) => {
      keepDraft(input, error);
      // the limit has its own sheet or dialog with the same words; anything else is a toast
      if (!promptForLimit(error)) toast.error(error.message);
    },
  });

  const update = (patch: Partial<Pick<PendingTask, "title" | "text">>) => {
    setDraft((current) => {
      const next = { ...current, ...patch, savedAt: Date.now() };
      savePendingTask(next);
      return next;
    });
  };

  // what another app shared (or /add?text=… carried) fills the draft once; a shared picture
  // waits on this device under the draft's id until Done
  const { search } = useLocation();
  const [picture, setPicture] = useState<File | null>(null);
  // read once, for the draft this screen opened with
  const takeOpeningShare = useEffectEvent(() => {
    const query = new URLSearchParams(search);
    if (!carriesShare(query)) {
      void draftPicture(draft.id).then((file) => file && setPicture(file));
      return;
    }
    void takeShared(query, draft.id).then((shared) => {
      if (shared) {
        setDraft((current) => {
          const next = { ...current, ...withShared(current, shared), savedAt: Date.now() };
          savePendingTask(next);
          return next;
        });
        if (shared.picture) setPicture(shared.picture);
      }
      void navigate(paths.add, { replace: true });
    });
  });
  useEffect(() => takeOpeningShare(), []);

  const removePicture = () => {
    setPicture(null);
    void dropDraftPicture(draft.id);
  };

  /** The picture goes once the thought exists (create is idempotent on the draft's id). */
  const attachAfterCreate = (input: CreateTaskInput, file: File) =>
    create
      .mutateAsync(input)
      .then(() => uploadAttachment(input.id, file))
      .then(() => dropDraftPicture(input.id))
      .then(() => client.invalidateQueries({ queryKey: queryKeys.tasks }))
      .catch((error: unknown) => {
        // the create's own errors are shown by its onError; a failed upload is said here
        if (create.isError) return;
        toast.error(error instanceof Error ? error.message : "The picture was not attached");
      });

  const done = () => {
    const title = draft.title.trim();
    // docs/behaviour/validation.md#notes: an empty note is not saved; a title alone is a thought
    // (issue 25), and so is a
    // shared picture alone
    if (!hasContent(draft)) {
      if (picture) {
        void uploadAttachment(draft.id, picture, { title })
          .then(() => {
            clearPendingTask(draft.id);
            return dropDraftPicture(draft.id);
          })
          .then(() => client.invalidateQueries({ queryKey: queryKeys.tasks }))
          .catch((error: unknown) => {
            if (!promptForLimit(error)) toast.error((error as Error).message);
          });
        goBack();
        return;
      }
      clearPendingTask(draft.id);
      goBack();
      return;
    }
    const input = { id: draft.id, text: draft.text, ...(title ? { title } : {}) };
    if (picture) void attachAfterCreate(input, picture);
    else create.mutate(input);
    goBack();
  };

  // Ctrl/Cmd+Enter saves from anywhere on the screen; Escape closes and keeps the draft
  const onSaveChord = useEffectEvent(() => done());
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (isSaveChord(event)) {
        event.preventDefault();
        onSaveChord();
      } else if (event.key === "Escape" && !document.querySelector('[role="dialog"]')) {
        event.preventDefault();
        goBack();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [goBack]);

  // the note editor carries on with what was typed, under the same id (create stays idempotent)
  const openEditor = () => {
    startNoteFrom(
      draft.id,
      { title: draft.title, blocks: blocksFromTask({ text: draft.text, inline: [] }) },
      Date.now(),
    );
    clearPendingTask(draft.id);
    void navigate(paths.newNote, { replace: true });
  };

  const discard = () => {
    clearPendingTask(draft.id);
    void dropDraftPicture(draft.id);
    goBack();
  };
  // typed words are thrown away only when the person says so
  const [isConfirmingDiscard, setConfirmingDiscard] = useState(false);
  // mounted from the first time it opens, so it can close as a dialog does
  const [hasAskedDiscard, setAskedDiscard] = useState(false);
  if (isConfirmingDiscard && !hasAskedDiscard) setAskedDiscard(true);
  const cancel = () => (hasContent(draft) ? setConfirmingDiscard(true) : discard());

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="sticky top-0 z-10 border-b border-line/70 bg-surface/90 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-3">
          <IconButton label="Discard and close" onClick={cancel} className="text-muted">
            <X aria-hidden className="size-5" />
          </IconButton>
          <h1 className="flex-1 text-center font-semibold">Add Thought</h1>
          <button
            type="button"
            onClick={done}
            className="inline-flex h-9 items-center gap-1.5 rounded-full bg-accent px-4 text-sm font-semibold text-accent-ink transition hover:opacity-90"
          >
            <Check aria-hidden className="size-4" /> Done
          </button>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-5 pt-6 pb-16">
        <label className="sr-only" htmlFor="thought-title">
          Title
        </label>
        <input
          id="thought-title"
          value={shown.title}
          onChange={(e) => update({ title: e.target.value })}
          placeholder="Title"
          maxLength={200}
          className="bg-transparent text-2xl font-semibold tracking-tight text-ink outline-none placeholder:text-muted/60"
        />
        <label className="sr-only" htmlFor="thought-text">
          Thought
        </label>
        <AutoGrowTextarea
          ref={textRef}
          id="thought-text"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- Add Thought opens to type (Q or N from anywhere lands here): the caret is in the text
          autoFocus
          value={shown.text}
          onChange={(e) => update({ text: e.target.value })}
          placeholder="What's on your mind?"
          minRows={6}
          className="mt-3 bg-transparent text-lg leading-relaxed text-ink outline-none placeholder:text-muted/60"
        />
        {picture && <SharedPicture file={picture} onRemove={removePicture} />}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <VoiceButton target={textRef} onInsert={(text) => update({ text })} />
          <button
            type="button"
            onClick={openEditor}
            className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink-soft transition hover:bg-canvas hover:text-ink"
          >
            <NotebookPen aria-hidden className="size-4" /> Write a longer note
          </button>
        </div>
        <p className="mt-auto pt-8 text-center text-xs text-muted">
          Kept on this device while you type. Tap Done to save it.
          <span className="hidden sm:inline"> Ctrl+Enter saves, Esc closes and keeps it.</span>
        </p>
      </main>
      {hasAskedDiscard && (
        <Suspense fallback={null}>
          <DiscardDraftDialog
            open={isConfirmingDiscard}
            onOpenChange={setConfirmingDiscard}
            onDiscard={discard}
          />
        </Suspense>
      )}
    </div>
  );
}
