/**
 * One `Range: bytes=…` request header read against an object of `size` bytes (RFC 9110 §14.1.2),
 * so `<audio>` and `<video>` can seek and Chromium's media loader gets the 206 it asks for.
 * - `null`: answer the whole object with 200 (no header, another unit, several ranges or a
 *   malformed one: a server may ignore a Range it does not serve);
 * - `"unsatisfiable"`: 416 (the range starts at or past the end, or asks for the last 0 bytes);
 * - else the inclusive byte positions to answer with 206.
 */
export type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = SINGLE_RANGE.exec(header?.trim() ?? "");
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Number(last);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { start, end: Math.min(end, size - 1) };
}
