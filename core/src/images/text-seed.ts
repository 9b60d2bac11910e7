/**
 * A 32-bit seed from a text (cyrb53, folded): the same words always give the same picture, and
 * texts that differ by one letter give unrelated seeds. Whitespace and case do not change it, so
 * "Run a marathon" and "run a  marathon" share their artwork.
 */
export function textSeed(text: string): number {
  const normal = text.trim().replace(/\s+/g, " ").toLowerCase();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < normal.length; i++) {
    const ch = normal.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Up to `max` meaningful words of the text (letters and digits, 3+ characters), in order. */
export function artworkWords(text: string, max = 8): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return words.slice(0, max);
}
