import type { ArtworkStyle } from "@firstly/core/images/artwork";
import type { MediaObject } from "../media/media-store";

/** Makes one picture for a task's or goal's text; throws when it cannot (the job retries once). */
export interface ImageGenerator {
  readonly engine: "builtin" | "openai-compatible";
  /**
   * whether a new thought, goal or subtask gets a picture without being asked (issue #26): the
   * built-in artwork costs nothing; a model's pictures only when AI_IMAGE_AUTO is not false.
   * Unset counts as yes.
   */
  readonly isAutomatic?: boolean;
  generate(request: { text: string; style: ArtworkStyle }): Promise<MediaObject>;
}

/** Width of every stored picture; the height follows the picture's own shape. */
export const IMAGE_WIDTH = 1280;
/** WebP quality for stored pictures: small files with no visible loss on a phone or a laptop. */
export const IMAGE_QUALITY = 82;
/**
 * libwebp's encoding effort (0 fastest, 6 smallest; sharp's default is 4). At 2 a 1280 px picture
 * is about 5% larger (16.7 against 15.8 KB for the built-in artwork) and takes under half the CPU
 * (47 against 112 ms on a 2-core machine), which a server drawing a picture for every new thought
 * spends beside people's requests (issue 30).
 */
export const IMAGE_EFFORT = 2;
