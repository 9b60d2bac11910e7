// Apart from the schemas in task.ts, so the screens that show the limits (Add Thought, the note
// editor) do not need zod to render.

export const TASK_TEXT_MAX = 20_000;
export const TASK_TITLE_MAX = 200;
export const IMAGES_PER_NOTE_MAX = 10;

/**
 * docs/behaviour/data.md#inline-blocks editor image blocks: 120 to 600 px wide; 240 on a phone and
 * 320 wider by default.
 */
export const IMAGE_BLOCK_SIZE_MIN = 120;
export const IMAGE_BLOCK_SIZE_MAX = 600;
export const IMAGE_BLOCK_SIZE_DEFAULT_PHONE = 240;
export const IMAGE_BLOCK_SIZE_DEFAULT_WIDE = 320;
export const INLINE_BLOCKS_MAX = 60;
