/**
 * Bytes → text: UTF-8 with or without a byte-order mark, UTF-16 (LE or BE, by its mark or by the
 * zero bytes of mostly-ASCII text), and Windows-1252 when the bytes are not valid UTF-8 (what Excel
 * on Windows saves as "CSV"). Pure: TextDecoder is in every browser and in Node.
 */
export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export function detectEncoding(bytes: Uint8Array): TextEncodingName {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  // UTF-16 without a mark: ASCII letters leave every other byte zero
  const sample = bytes.subarray(0, Math.min(bytes.length, 400));
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  const half = sample.length / 2;
  if (half >= 2 && oddZeros > half * 0.6 && evenZeros < half * 0.1) return "utf-16le";
  if (half >= 2 && evenZeros > half * 0.6 && oddZeros < half * 0.1) return "utf-16be";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const encoding = detectEncoding(bytes);
  // TextDecoder drops a leading byte-order mark itself (ignoreBOM defaults to false)
  const text = new TextDecoder(encoding).decode(bytes);
  return { text: text.replace(/^\uFEFF/, ""), encoding };
}
