import sharp from "sharp";

/** Longest side kept: sharp on a phone screen and a desktop gallery, a fraction of a camera photo. */
export const IMAGE_MAX_SIDE = 2048;

/**
 * An uploaded photo as WebP (quality 82) no larger than 2048 px on its longest side, turned
 * upright from its EXIF orientation, metadata (location) dropped. GIFs keep their animation. Throws
 * when sharp cannot read the bytes; the caller then keeps the original
 * (docs/behaviour/messages.md).
 */
export async function compressImage(bytes: Uint8Array, isAnimated: boolean): Promise<Buffer> {
  return sharp(bytes, { animated: isAnimated, limitInputPixels: 60_000_000 })
    .rotate()
    .resize({
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer();
}
