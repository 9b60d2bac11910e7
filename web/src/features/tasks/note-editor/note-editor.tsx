import { useRef, useState } from "react";
import {
  Archive,
  CheckCircle2,
  Check,
  ImagePlus,
  Mic,
  Paperclip,
  Redo2,
  Square,
  Undo2,
  X,
} from "lucide-react";
import type { ImageBlock, Task, TaskFile } from "@firstly/core/contract/task";
import {
  IMAGE_BLOCK_SIZE_DEFAULT_PHONE,
  IMAGE_BLOCK_SIZE_DEFAULT_WIDE,
} from "@firstly/core/contract/task-limits";
import { EDITOR_RECORDING_MAX_MS } from "@firstly/core/voice/voice-messages";
import { AutoGrowTextarea } from "../../../components/auto-grow-textarea";
import { cn } from "../../../lib/cn";
import { VoiceButton } from "../../../components/voice/voice-button";
import { formatElapsed } from "../../../components/voice/voice-state";
import { useTaskActions } from "../use-task-actions";
import { useRemoveAttachment } from "../components/task-attachments";
import { ScheduleDialog } from "../../../components/schedule-dialog";
import { SaveIndicator } from "../components/save-indicator";
import { ImageBlockView } from "./image-block-view";
import { imageBlocks, insertAfter, newImageBlock, removeBlock, updateBlock } from "./note-blocks";
import { NoteFiles } from "./note-files";
import { NoteSheet } from "./note-sheet";
import { useNoteEditor } from "./use-note-editor";
import { useNoteRecording } from "./use-note-recording";
import { useNoteUploads } from "./use-note-uploads";
import { IconButton } from "../../../components/ui/button";

type Field = HTMLTextAreaElement | HTMLInputElement;

const menuButton =
  "inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-surface px-3.5 text-sm max-sm:gap-1.5 max-sm:px-3 font-medium text-ink-soft transition hover:bg-canvas hover:text-ink disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/**
 * The note editor (docs/behaviour/note-editor.md): a title, a body of text and image blocks, an add
 * menu (Add Image, Add File, Recording; Complete, Archive, Schedule... once the note exists), voice
 * input into the focused field, undo/redo and autosave. `task` is the server's copy, null for a
 * note not yet made.
 */
export function NoteEditor({
  noteId,
  task,
  isNew,
  isWide,
  onCreated,
  onClosed,
}: {
  noteId: string;
  task: Task | null;
  isNew: boolean;
  isWide: boolean;
  onCreated: () => void;
  onClosed: (isEmpty: boolean) => void;
}) {
  const editor = useNoteEditor({ noteId, task, onCreated });
  const { value, change } = editor;
  const focused = useRef<{ blockId: string | null }>({ blockId: null });
  const field = useRef<Field | null>(null);
  const [voiceTarget, setVoiceTarget] = useState<string>("title");
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const removeAttachment = useRemoveAttachment(noteId);
  const closeRef = useRef<() => void>(() => undefined);
  const { action, run, schedule, unschedule } = useTaskActions(noteId, {
    beforeAction: editor.retry,
    close: () => closeRef.current(),
  });

  const uploads = useNoteUploads({
    noteId,
    ensureCreated: editor.ensureCreated,
    markCreated: editor.markCreated,
    onImage: (url, fileKey) => {
      const size = isWide ? IMAGE_BLOCK_SIZE_DEFAULT_WIDE : IMAGE_BLOCK_SIZE_DEFAULT_PHONE;
      const block = newImageBlock(url, fileKey, size);
      change((v) => ({ blocks: insertAfter(v.blocks, focused.current.blockId, [block]) }));
      focused.current.blockId = block.id;
    },
  });
  const recording = useNoteRecording((file) => uploads.send([file]));

  const images = imageBlocks(value.blocks);
  const background = images.find((b) => b.isBackground);
  const files = task?.files ?? [];
  const imageCount = Math.max(task?.imageURLs.length ?? 0, images.length);

  const focus = (blockId: string | null, target: Field) => {
    focused.current.blockId = blockId;
    field.current = target;
    setVoiceTarget(blockId ?? "title");
  };

  const removeImage = async (block: ImageBlock) => {
    change((v) => ({ blocks: removeBlock(v.blocks, block.id) }));
    // the block leaves the saved note first, then its picture goes (the server checks both)
    await editor.flush();
    if (!imageBlocks(editor.value.blocks).some((b) => b.id !== block.id && b.url === block.url))
      await removeAttachment(block.url);
  };

  const onRemoveFile = async (file: TaskFile) => {
    setRemoving(file.url);
    await removeAttachment(file.url);
    setRemoving(null);
  };

  const isEmpty = () =>
    !task && value.blocks.every((b) => b.type === "text" && !b.value.trim()) && !value.title.trim();

  return (
    <NoteSheet
      title={isNew ? "New note" : "Edit note"}
      isFullScreen={isWide}
      onClosed={() => onClosed(isEmpty())}
      // a new note starts with the caret at the end of its text, ready to type
      initialFocus={() => {
        if (!isNew) return null;
        const last = value.blocks.findLast((b) => b.type === "text");
        const el = last ? document.getElementById(`block-${last.id}`) : null;
        if (el instanceof HTMLTextAreaElement)
          el.setSelectionRange(el.value.length, el.value.length);
        return el;
      }}
      background={
        background && (
          <div aria-hidden className="pointer-events-none absolute inset-0 z-0">
            <img
              src={background.url}
              alt=""
              data-testid="note-background"
              className="size-full object-cover"
              style={{ objectPosition: `${background.posX}% ${background.posY}%` }}
            />
            <div className="absolute inset-0 bg-gradient-to-b from-surface/70 via-surface/80 to-surface/90" />
          </div>
        )
      }
      header={(close) => {
        closeRef.current = close;
        return (
          <>
            <IconButton onClick={close} label="Close" className="shrink-0 disabled:opacity-30">
              <X aria-hidden className="size-5" />
            </IconButton>
            <div className="flex min-w-0 flex-1 items-center gap-2 px-1 whitespace-nowrap">
              <span aria-hidden className="shrink-0 font-semibold tracking-tight max-sm:hidden">
                {isNew ? "New note" : "Note"}
              </span>
              <SaveIndicator status={editor.status} error={editor.error} onRetry={editor.retry} />
            </div>
            <IconButton
              onClick={editor.undo}
              disabled={!editor.canUndo}
              label="Undo"
              className="shrink-0 disabled:opacity-30"
            >
              <Undo2 aria-hidden className="size-5" />
            </IconButton>
            <IconButton
              onClick={editor.redo}
              disabled={!editor.canRedo}
              label="Redo"
              className="shrink-0 disabled:opacity-30"
            >
              <Redo2 aria-hidden className="size-5" />
            </IconButton>
            <button
              type="button"
              onClick={close}
              className="ml-1 inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-accent px-4 text-sm font-semibold text-accent-ink transition hover:opacity-90"
            >
              <Check aria-hidden className="size-4" /> Done
            </button>
          </>
        );
      }}
      footer={
        <div className="border-t border-line/70 bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
          <div
            role="toolbar"
            aria-label="Add menu"
            className="mx-auto flex max-w-3xl items-center gap-2 overflow-x-auto px-3 py-2.5 [scrollbar-width:none]"
          >
            <button
              type="button"
              className={menuButton}
              onClick={() => imageInput.current?.click()}
            >
              <ImagePlus aria-hidden className="size-4" /> Add Image
            </button>
            <button type="button" className={menuButton} onClick={() => fileInput.current?.click()}>
              <Paperclip aria-hidden className="size-4" /> Add File
            </button>
            <button
              type="button"
              aria-pressed={recording.isRecording}
              disabled={recording.isBusy}
              onClick={recording.toggle}
              className={cn(
                menuButton,
                recording.isRecording &&
                  "border-danger bg-danger text-white hover:bg-danger hover:text-white",
              )}
            >
              {recording.isRecording ? (
                <>
                  <Square aria-hidden className="size-3.5 fill-current" /> Stop ·{" "}
                  <span className="tabular-nums">{formatElapsed(recording.elapsedMs)}</span>
                </>
              ) : (
                <>
                  <Mic aria-hidden className="size-4" /> Recording
                </>
              )}
            </button>
            {task && task.status !== "completed" && (
              <>
                <span aria-hidden className="mx-1 h-6 w-px shrink-0 bg-line" />
                <button
                  type="button"
                  className={menuButton}
                  disabled={action.isPending}
                  onClick={() => run("complete")}
                >
                  <CheckCircle2 aria-hidden className="size-4" /> Complete
                </button>
                <button
                  type="button"
                  className={menuButton}
                  disabled={action.isPending}
                  aria-pressed={task.status === "skipped"}
                  onClick={() => run("skip")}
                >
                  <Archive aria-hidden className="size-4" />
                  {task.status === "skipped" ? "Archived" : "Archive"}
                </button>
                <ScheduleDialog
                  current={task.recurrence}
                  busy={action.isPending}
                  onSchedule={schedule}
                  onUnschedule={unschedule}
                />
              </>
            )}
            <input
              ref={imageInput}
              type="file"
              accept="image/*"
              multiple
              hidden
              data-testid="note-image-input"
              onChange={(e) => {
                uploads.pick("image", e.currentTarget.files, imageCount);
                e.currentTarget.value = "";
              }}
            />
            <input
              ref={fileInput}
              type="file"
              accept="application/pdf,text/plain,.pdf,.txt,.md"
              multiple
              hidden
              data-testid="note-file-input"
              onChange={(e) => {
                uploads.pick("file", e.currentTarget.files, imageCount);
                e.currentTarget.value = "";
              }}
            />
          </div>
        </div>
      }
    >
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-5 pt-5 pb-10 sm:px-8">
        <label htmlFor="note-title" className="sr-only">
          Title
        </label>
        <input
          id="note-title"
          value={value.title}
          onFocus={(e) => focus(null, e.currentTarget)}
          onChange={(e) => change({ title: e.target.value })}
          placeholder="Title"
          maxLength={200}
          className="bg-transparent text-2xl font-semibold tracking-tight text-ink outline-none placeholder:text-muted/60 sm:text-3xl"
        />
        {value.blocks.map((block, i) =>
          block.type === "text" ? (
            <div key={block.id}>
              <label htmlFor={`block-${block.id}`} className="sr-only">
                {`Paragraph ${value.blocks.slice(0, i + 1).filter((b) => b.type === "text").length}`}
              </label>
              <AutoGrowTextarea
                id={`block-${block.id}`}
                value={block.value}
                onFocus={(e) => focus(block.id, e.currentTarget)}
                onChange={(e) => {
                  const text = e.target.value;
                  change((v) => ({ blocks: updateBlock(v.blocks, block.id, { value: text }) }));
                }}
                placeholder={i === 0 ? "Write your note..." : "Keep writing..."}
                minRows={i === value.blocks.length - 1 ? 3 : 1}
                className="w-full resize-none bg-transparent text-[17px] leading-relaxed text-ink outline-none placeholder:text-muted/60"
              />
            </div>
          ) : (
            <ImageBlockView
              key={block.id}
              block={block}
              index={images.indexOf(block) + 1}
              onFocus={() => (focused.current.blockId = block.id)}
              onChange={(patch) =>
                change((v) => ({ blocks: updateBlock<ImageBlock>(v.blocks, block.id, patch) }))
              }
              onRemove={() => void removeImage(block)}
            />
          ),
        )}
        <NoteFiles
          files={files}
          uploading={uploads.uploading}
          removing={removing}
          onRemove={(f) => void onRemoveFile(f)}
        />
        <VoiceButton
          target={field}
          maxMs={EDITOR_RECORDING_MAX_MS}
          label={voiceTarget === "title" ? "Voice input for the title" : "Voice input"}
          onInsert={(text) => {
            if (voiceTarget === "title") change({ title: text });
            else change((v) => ({ blocks: updateBlock(v.blocks, voiceTarget, { value: text }) }));
          }}
        />
      </div>
    </NoteSheet>
  );
}
