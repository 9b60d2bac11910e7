import sharp from "sharp";
import { composeArtwork } from "@firstly/core/images/artwork";
import { IMAGE_EFFORT, IMAGE_QUALITY, IMAGE_WIDTH, type ImageGenerator } from "./image-generator";

/**
 * No image model configured: core's deterministic artwork (an SVG composed from the text's hash)
 * rendered to WebP with sharp. Runs offline in tens of milliseconds; the same text always gives
 * the same picture, different texts visibly different ones.
 */
export function createBuiltinImageGenerator(): ImageGenerator {
  return {
    engine: "builtin",
    async generate({ text, style }) {
      const svg = composeArtwork(text, style);
      const body = await sharp(Buffer.from(svg), { density: 144 })
        .resize({ width: IMAGE_WIDTH })
        .webp({ quality: IMAGE_QUALITY, effort: IMAGE_EFFORT })
        .toBuffer();
      return { body, contentType: "image/webp" };
    },
  };
}
