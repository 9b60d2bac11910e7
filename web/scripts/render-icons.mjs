// Renders the app's icons from its mark (public/favicon.svg) with sharp: the manifest's 192 and
// 512 px icons ("any": the rounded mark on a transparent ground), maskable ones (a full-bleed
// ground with the glyph inside the 80% safe zone, so any launcher mask keeps it whole) and the
// 180 px apple-touch-icon (opaque: iOS rounds the corners itself). Run after changing the mark:
//   node web/scripts/render-icons.mjs
// and commit the PNGs. sharp is a server dependency, installed at the workspace root.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../public");
const mark = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

const ground = /<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(mark)?.[1];
const glyph = /<rect[^>]*\/>([\s\S]*)<\/svg>/.exec(mark)?.[1];
if (!ground || !glyph)
  throw new Error("favicon.svg: expected a <rect> ground followed by the glyph");

/**
 * The glyph on a square, full-bleed ground, scaled by `scale` about the centre. The glyph spans
 * about 26 × 34 of 64 units, so at 0.8 its farthest corner is ~27% of the side from the centre:
 * well inside the maskable safe zone (a circle of radius 40%).
 */
function fullBleed(scale) {
  const offset = 32 - 32 * scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${ground}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`
  );
}

const icons = [
  { file: "icon-192.png", size: 192, svg: mark },
  { file: "icon-512.png", size: 512, svg: mark },
  { file: "maskable-192.png", size: 192, svg: fullBleed(0.8) },
  { file: "maskable-512.png", size: 512, svg: fullBleed(0.8) },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(0.9) },
];

for (const { file, size, svg } of icons) {
  // rendered at the target size from the vector (density scales the 64-unit viewBox)
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(publicDir, "icons", file), png);
  console.log(`icons/${file}: ${size}×${size}, ${png.length} bytes`);
}
