import { z } from "zod";

/** What a generated image belongs to: a task, or a goal (main goal or subtask). */
export const ImageTarget = z.enum(["task", "goal"]);
export type ImageTarget = z.infer<typeof ImageTarget>;

/**
 * the docs/behaviour/calls.md#live-events `imageUpdated` browser event (noteId, imageUrl,
 * isGenerating), carried to every open tab over the event stream; `hasFailed` says the retry failed
 * too (the failure popup shows).
 */
export const ImageUpdated = z.object({
  target: ImageTarget,
  noteId: z.string(),
  imageUrl: z.string().nullable(),
  isGenerating: z.boolean(),
  hasFailed: z.boolean(),
});
export type ImageUpdated = z.infer<typeof ImageUpdated>;

/** docs/behaviour/messages.md#images image generation texts. */
export const imageMessages = {
  failedTitle: "Image Generation Failed",
  failedBody: "Image generation failed after multiple attempts. Please try again.",
} as const;
