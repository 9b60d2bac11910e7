import {
  fileIdentity,
  pickFiles,
  type PickedFile,
  type PickResult,
} from "../attachments/pick-files";
import type {
  ImageBlock,
  InlineBlock,
  Task,
  TextBlock,
  UpdateTaskInput,
} from "@firstly/core/contract/task";
import { IMAGE_BLOCK_SIZE_MAX, IMAGE_BLOCK_SIZE_MIN } from "@firstly/core/contract/task-limits";

/**
 * What the note editor edits: the title and the body's blocks in order
 * (docs/behaviour/data.md#inline-blocks inline array).
 */
export interface NoteValue {
  title: string;
  blocks: InlineBlock[];
}

export const newBlockId = (): string => crypto.randomUUID();

export const textBlock = (value = "", id: string = newBlockId()): TextBlock => ({
  type: "text",
  id,
  value,
});

/**
 * The body a note opens with: its stored blocks, or (a thought never opened in the editor) one
 * text block per blank-line paragraph of its text. A body always has a text block to type in.
 */
export function blocksFromTask(task: Pick<Task, "text" | "inline"> | null): InlineBlock[] {
  if (task && task.inline.length > 0) return ensureTrailingText(task.inline);
  const paragraphs = (task?.text ?? "").split(/\n{2,}/).filter((p) => p.trim().length > 0);
  return paragraphs.length > 0 ? paragraphs.map((p) => textBlock(p)) : [textBlock()];
}

/** Keeps a text block at the end, so there is always somewhere to type after a picture. */
export function ensureTrailingText(blocks: InlineBlock[]): InlineBlock[] {
  const last = blocks.at(-1);
  return last?.type === "text" ? blocks : [...blocks, textBlock()];
}

/**
 * Inserts `added` just after the block with id `afterId` (the focused block); at the end when that
 * block is gone or none is focused. A text block follows the inserted ones so typing can go on.
 */
export function insertAfter(
  blocks: InlineBlock[],
  afterId: string | null,
  added: InlineBlock[],
): InlineBlock[] {
  const at = afterId === null ? -1 : blocks.findIndex((b) => b.id === afterId);
  const index = at === -1 ? blocks.length : at + 1;
  const next = [...blocks.slice(0, index), ...added, ...blocks.slice(index)];
  return ensureTrailingText(next);
}

/**
 * Removes one block. Two text blocks that become neighbours are joined with a blank line, so
 * removing a picture between paragraphs leaves one paragraph run, never two empty boxes.
 */
export function removeBlock(blocks: InlineBlock[], id: string): InlineBlock[] {
  const index = blocks.findIndex((b) => b.id === id);
  if (index === -1) return blocks;
  const rest = [...blocks.slice(0, index), ...blocks.slice(index + 1)];
  const before = rest[index - 1];
  const after = rest[index];
  if (before?.type === "text" && after?.type === "text") {
    const value = [before.value, after.value].filter((v) => v.trim().length > 0).join("\n\n");
    rest.splice(index - 1, 2, { ...before, value });
  }
  return ensureTrailingText(rest);
}

export function updateBlock<B extends InlineBlock>(
  blocks: InlineBlock[],
  id: string,
  patch: Partial<Omit<B, "type" | "id">>,
): InlineBlock[] {
  return blocks.map((b) => (b.id === id ? { ...b, ...patch } : b));
}

/** An image block's size in px, whole and within 120–600 (docs/behaviour/limits.md#files). */
export function clampSize(size: number): number {
  if (!Number.isFinite(size)) return IMAGE_BLOCK_SIZE_MIN;
  return Math.min(IMAGE_BLOCK_SIZE_MAX, Math.max(IMAGE_BLOCK_SIZE_MIN, Math.round(size)));
}

/** A focal point coordinate in percent, within 0–100. */
export const clampPercent = (value: number) =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 50;

/** The note's text: its non-empty text blocks joined with a blank line. */
export function joinText(blocks: readonly InlineBlock[]): string {
  return blocks
    .filter((b): b is TextBlock => b.type === "text")
    .map((b) => b.value.trim())
    .filter((v) => v.length > 0)
    .join("\n\n");
}

export const imageBlocks = (blocks: readonly InlineBlock[]) =>
  blocks.filter((b): b is ImageBlock => b.type === "image");

export function newImageBlock(url: string, fileKey: string, size: number): ImageBlock {
  return {
    type: "image",
    id: newBlockId(),
    url,
    fileKey,
    size: clampSize(size),
    posX: 50,
    posY: 50,
    isBackground: false,
  };
}

/**
 * What an autosave sends: the title (absent when blank), the text blocks joined, and the blocks
 * themselves with empty paragraphs dropped (the server keeps the order; a note's trailing empty
 * box is the editor's, not the note's).
 */
export function savePayload(
  value: NoteValue,
  clientUpdatedAt: string,
): Required<Pick<UpdateTaskInput, "title" | "text" | "inline" | "clientUpdatedAt">> {
  const title = value.title.trim();
  return {
    title: title ? value.title : null,
    text: joinText(value.blocks),
    inline: value.blocks.filter((b) => b.type === "image" || b.value.trim().length > 0),
    clientUpdatedAt,
  };
}

/**
 * docs/behaviour/validation.md#notes: a note with no text, no title and no files or images is not
 * saved.
 */
export function isSavable(value: NoteValue, attachmentCount: number): boolean {
  return (
    joinText(value.blocks).length > 0 ||
    value.title.trim().length > 0 ||
    imageBlocks(value.blocks).length > 0 ||
    attachmentCount > 0
  );
}

/**
 * docs/behaviour/validation.md#files duplicate rule across a whole editor session: `pickFiles` sees
 * every file accepted by an earlier pick in this session, and the answer carries the session's
 * identities with this pick's.
 */
export function pickForSession<F extends PickedFile>(
  files: readonly F[],
  options: { picker: "image" | "file"; session: ReadonlySet<string>; imageCount: number },
): PickResult<F> & { session: Set<string> } {
  const result = pickFiles(files, {
    picker: options.picker,
    alreadyAttached: options.session,
    imageCount: options.imageCount,
  });
  const session = new Set(options.session);
  for (const file of result.accepted) session.add(fileIdentity(file));
  return { ...result, session };
}
