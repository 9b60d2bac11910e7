/**
 * Glyph-like marks from words: each word becomes one rune drawn through a 3×3 grid of points,
 * a stroke for every pair of neighbouring letters. The same word always draws the same rune, and
 * a picture's runes are a quiet trace of the words it was made from (never legible text).
 */
const GRID = [
  [0, 0],
  [0.5, 0],
  [1, 0],
  [0, 0.5],
  [0.5, 0.5],
  [1, 0.5],
  [0, 1],
  [0.5, 1],
  [1, 1],
] as const;

function point(code: number, x: number, y: number, size: number): string {
  const [gx, gy] = GRID[code % GRID.length] ?? [0.5, 0.5];
  return `${(x + gx * size).toFixed(1)} ${(y + gy * size).toFixed(1)}`;
}

/** An SVG path `d` for one word's rune in the box (x, y, size). */
export function runePath(word: string, x: number, y: number, size: number): string {
  const codes = [...word].map((ch) => ch.codePointAt(0) ?? 0);
  const parts: string[] = [];
  for (let i = 0; i + 1 < codes.length; i++) {
    const from = codes[i] ?? 0;
    const to = codes[i + 1] ?? 0;
    if (from % 9 === to % 9) continue;
    parts.push(`M${point(from, x, y, size)}L${point(to, x, y, size)}`);
  }
  // a one-stroke word still leaves a mark: a short bar through the middle
  if (parts.length === 0) parts.push(`M${x} ${y + size / 2}L${x + size} ${y + size / 2}`);
  return parts.join("");
}
