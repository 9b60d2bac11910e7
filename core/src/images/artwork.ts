import { seededRandom } from "../ai/seeded-random";
import { paletteFor, sigilPalette, type Palette } from "./artwork-palette";
import { artworkWords, textSeed } from "./text-seed";

/** Every picture is 16:9; the server renders it at twice this size. */
export const ARTWORK_WIDTH = 640;
export const ARTWORK_HEIGHT = 360;

export type ArtworkStyle = "scene" | "golden-sigil";

const W = ARTWORK_WIDTH;
const H = ARTWORK_HEIGHT;
const f = (n: number) => n.toFixed(1);

/**
 * The built-in image generator's artwork (no model configured): an SVG composed from a hash of the
 * text. The seed picks the palette, one of four compositions (layered hills, constellation,
 * Bauhaus mosaic, orbits) and every shape's place and size; the words set counts and sizes, never letter-like marks.
 * The main goal gets the golden sigil docs/behaviour/limits.md#images names: a gold star polygon,
 * rings and one rune per word around them. Pure and deterministic: the same text always gives the
 * same picture.
 */
export function composeArtwork(text: string, style: ArtworkStyle): string {
  const random = seededRandom(textSeed(`${style}:${text}`));
  const words = artworkWords(text);
  const palette = style === "golden-sigil" ? sigilPalette(random) : paletteFor(random);
  const body =
    style === "golden-sigil" ? sigil(random, palette, words) : scene(random, palette, words);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    "<defs>",
    `<linearGradient id="sky" x1="0" y1="0" x2="${f(0.3 + random() * 0.7)}" y2="1">`,
    `<stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>`,
    "</linearGradient>",
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">`,
    `<stop offset="0" stop-color="${palette.accent}" stop-opacity="0.75"/>`,
    `<stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/>`,
    "</radialGradient>",
    "</defs>",
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    body,
    "</svg>",
  ].join("");
}

const compositions = [hills, constellation, mosaic, orbits] as const;

function scene(random: () => number, palette: Palette, words: string[]): string {
  const compose = compositions[Math.floor(random() * compositions.length)] ?? hills;
  // no runes or letter-like marks: built-in artwork draws no fake "text" (issue #26)
  return compose(random, palette, words);
}

function dust(random: () => number, color: string, count: number, maxY = H): string {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${f(random() * W)}" cy="${f(random() * maxY)}" r="${f(0.6 + random() * 1.6)}" fill="${color}" opacity="${f(0.35 + random() * 0.6)}"/>`,
  ).join("");
}

function hills(random: () => number, palette: Palette, words: string[]): string {
  const sunX = 80 + random() * (W - 160);
  const sunY = 60 + random() * 90;
  const sunR = 26 + random() * 34;
  let out = `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 3)}" fill="url(#glow)"/>`;
  out += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${palette.accent}"/>`;
  out += dust(random, palette.ink, 10 + words.length * 3, H * 0.5);
  palette.layers.forEach((color, i) => {
    const base = H * (0.45 + i * 0.13);
    const amp = 18 + random() * 40;
    const freq = 1 + random() * 2.5;
    const phase = random() * Math.PI * 2;
    const points: string[] = [];
    for (let x = 0; x <= W; x += 16) {
      const y =
        base -
        amp * Math.sin((x / W) * Math.PI * freq + phase) * (0.6 + 0.4 * Math.sin(x / 37 + i));
      points.push(`${x} ${f(y)}`);
    }
    out += `<path d="M0 ${H}L${points.join("L")}L${W} ${H}Z" fill="${color}"/>`;
  });
  return out;
}

function constellation(random: () => number, palette: Palette, words: string[]): string {
  let out = `<circle cx="${f(W * (0.2 + random() * 0.6))}" cy="${f(H * (0.3 + random() * 0.4))}" r="${f(140 + random() * 80)}" fill="url(#glow)" opacity="0.6"/>`;
  out += dust(random, palette.ink, 60);
  const count = Math.max(5, Math.min(12, words.join("").length / 3));
  const stars = Array.from(
    { length: count },
    () => [40 + random() * (W - 80), 30 + random() * (H - 110)] as const,
  );
  const path = stars.map(([x, y], i) => `${i === 0 ? "M" : "L"}${f(x)} ${f(y)}`).join("");
  out += `<path d="${path}" fill="none" stroke="${palette.accent}" stroke-width="1.4" opacity="0.75"/>`;
  for (const [x, y] of stars) {
    const r = 2.5 + random() * 4;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 3)}" fill="url(#glow)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${palette.accent}"/>`;
  }
  const ground = palette.layers[palette.layers.length - 1] ?? palette.ink;
  out += `<path d="M0 ${H}L0 ${f(H - 40 - random() * 20)}Q${f(W / 2)} ${f(H - 90 - random() * 40)} ${W} ${f(H - 40 - random() * 20)}L${W} ${H}Z" fill="${ground}"/>`;
  return out;
}

function mosaic(random: () => number, palette: Palette): string {
  const cols = 4 + Math.floor(random() * 4);
  const size = W / cols;
  const rows = Math.ceil(H / size);
  const colors = [...palette.layers, palette.accent];
  let out = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * size;
      const y = r * size;
      const color = colors[Math.floor(random() * colors.length)] ?? palette.accent;
      const kind = Math.floor(random() * 5);
      if (kind === 0)
        out += `<circle cx="${f(x + size / 2)}" cy="${f(y + size / 2)}" r="${f(size * 0.42)}" fill="${color}"/>`;
      else if (kind === 1) {
        const corner = Math.floor(random() * 4);
        const cx = corner % 2 === 0 ? x : x + size;
        const cy = corner < 2 ? y : y + size;
        out += `<path d="M${f(cx)} ${f(cy)}L${f(cx + (corner % 2 === 0 ? size : -size))} ${f(cy)}A${f(size)} ${f(size)} 0 0 ${corner === 0 || corner === 3 ? 1 : 0} ${f(cx)} ${f(cy + (corner < 2 ? size : -size))}Z" fill="${color}"/>`;
      } else if (kind === 2)
        out += `<rect x="${f(x + size * 0.12)}" y="${f(y + size * 0.12)}" width="${f(size * 0.76)}" height="${f(size * 0.76)}" rx="${f(size * 0.18)}" fill="${color}"/>`;
      else if (kind === 3)
        out += `<path d="M${f(x)} ${f(y + size)}L${f(x + size / 2)} ${f(y)}L${f(x + size)} ${f(y + size)}Z" fill="${color}" opacity="0.85"/>`;
    }
  }
  return out;
}

function orbits(random: () => number, palette: Palette, words: string[]): string {
  const cx = W * (0.3 + random() * 0.4);
  const cy = H * (0.35 + random() * 0.3);
  let out = dust(random, palette.ink, 40);
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(120)}" fill="url(#glow)"/>`;
  const rings = 3 + Math.min(4, words.length);
  for (let i = 0; i < rings; i++) {
    const r = 30 + i * (26 + random() * 10);
    const color = palette.layers[i % palette.layers.length] ?? palette.accent;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.35)}" ry="${f(r * 0.62)}" fill="none" stroke="${color}" stroke-width="${f(1 + random() * 2.5)}" opacity="0.85" transform="rotate(${f(-20 + random() * 40)} ${f(cx)} ${f(cy)})"/>`;
    const a = random() * Math.PI * 2;
    out += `<circle cx="${f(cx + Math.cos(a) * r * 1.35)}" cy="${f(cy + Math.sin(a) * r * 0.62)}" r="${f(4 + random() * 9)}" fill="${color}"/>`;
  }
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(18 + random() * 16)}" fill="${palette.accent}"/>`;
  return out;
}

function sigil(random: () => number, palette: Palette, words: string[]): string {
  const cx = W / 2;
  const cy = H / 2;
  const gold = palette.layers[0] ?? palette.accent;
  let out = dust(random, palette.ink, 50);
  out += `<circle cx="${cx}" cy="${cy}" r="190" fill="url(#glow)" opacity="0.7"/>`;
  const rays = 12 + Math.floor(random() * 24);
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    const len = 150 + random() * 60;
    out += `<line x1="${f(cx + Math.cos(a) * 128)}" y1="${f(cy + Math.sin(a) * 128)}" x2="${f(cx + Math.cos(a) * len)}" y2="${f(cy + Math.sin(a) * len)}" stroke="${gold}" stroke-width="0.8" opacity="0.45"/>`;
  }
  out += `<circle cx="${cx}" cy="${cy}" r="124" fill="none" stroke="${gold}" stroke-width="2"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="116" fill="none" stroke="${gold}" stroke-width="0.8" stroke-dasharray="${f(2 + random() * 4)} ${f(3 + random() * 5)}"/>`;
  // the star polygon {n/k}: its points and step come from the text
  const n = 5 + Math.floor(random() * 8);
  const k = Math.max(2, Math.floor(n / 2) - Math.floor(random() * 2));
  const turn = random() * Math.PI;
  const star = Array.from({ length: n }, (_, i) => {
    const a = turn + ((i * k) % n) * ((Math.PI * 2) / n);
    return `${i === 0 ? "M" : "L"}${f(cx + Math.cos(a) * 96)} ${f(cy + Math.sin(a) * 96)}`;
  }).join("");
  out += `<path d="${star}Z" fill="none" stroke="${palette.accent}" stroke-width="2.2" stroke-linejoin="round"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="${f(30 + random() * 14)}" fill="none" stroke="${gold}" stroke-width="1.6"/>`;
  // a gem in the middle and one bead per word around the ring: shapes, never letter-like marks
  out += `<circle cx="${cx}" cy="${cy}" r="12" fill="${palette.accent}"/>`;
  const beads = Math.max(1, words.length);
  for (let i = 0; i < beads; i++) {
    const a = turn + (i / beads) * Math.PI * 2;
    const r = 4 + ((words[i]?.length ?? 3) % 4);
    out += `<circle cx="${f(cx + Math.cos(a) * 150)}" cy="${f(cy + Math.sin(a) * 150)}" r="${r}" fill="${gold}" opacity="0.9"/>`;
  }
  return out;
}
