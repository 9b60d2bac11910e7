import type { InlineBlock } from "../contract/task";

export const inlineBlockMessages = {
  imageNotOwn: "Image blocks must show one of this thought's pictures",
  duplicateIds: "Block ids must be unique",
} as const;

/**
 * Why a note editor body cannot be stored, or null when it can. `imageURLs` are the thought's own
 * pictures as they will be after the write (a block cannot show a picture removed in the same
 * write). Ids must be unique across text and image blocks alike: the editor keys its rows by them.
 */
export function inlineBlocksProblem(
  blocks: readonly InlineBlock[],
  imageURLs: readonly string[],
): string | null {
  const ids = new Set<string>();
  for (const block of blocks) {
    if (ids.has(block.id)) return inlineBlockMessages.duplicateIds;
    ids.add(block.id);
  }
  const own = new Set(imageURLs);
  if (blocks.some((block) => block.type === "image" && !own.has(block.url)))
    return inlineBlockMessages.imageNotOwn;
  return null;
}

/**
 * The body after the task view changed the text as one piece (it sends `text` without `inline`):
 * the text blocks become one block holding `text`, where the first text block was, keeping that
 * block's id; image blocks keep their places. A body with no text block gets one in front
 * (`newTextBlockId`), unless the new text is empty. An empty body stays empty: the thought was
 * never opened in the note editor, and its `text` alone says everything.
 */
export function collapseTextBlocks(
  blocks: readonly InlineBlock[],
  text: string,
  newTextBlockId: string,
): InlineBlock[] {
  if (blocks.length === 0) return [];
  const firstText = blocks.findIndex((block) => block.type === "text");
  if (firstText === -1)
    return text === ""
      ? [...blocks]
      : [{ type: "text", id: newTextBlockId, value: text }, ...blocks];
  const result: InlineBlock[] = [];
  blocks.forEach((block, index) => {
    if (block.type === "image") result.push(block);
    else if (index === firstText) result.push({ type: "text", id: block.id, value: text });
  });
  return result;
}

/** The body without image blocks showing a picture that is no longer the thought's. */
export function dropMissingImages(
  blocks: readonly InlineBlock[],
  imageURLs: readonly string[],
): InlineBlock[] {
  const own = new Set(imageURLs);
  return blocks.filter((block) => block.type !== "image" || own.has(block.url));
}
