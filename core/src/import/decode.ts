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

/** 0x80–0x9F in Windows-1252 (the rest is Latin-1); undefined bytes stay as they are. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** By table: Node built without full ICU decodes "windows-1252" as Latin-1 (no € – “ ”). */
function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 4096) {
    const chunk = bytes.subarray(i, i + 4096);
    out += String.fromCharCode(
      ...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? b) : b)),
    );
  }
  return out;
}

export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const encoding = detectEncoding(bytes);
  if (encoding === "windows-1252") return { text: decodeWindows1252(bytes), encoding };
  // TextDecoder drops a leading byte-order mark itself (ignoreBOM defaults to false)
  const text = new TextDecoder(encoding).decode(bytes);
  return { text: text.replace(/^\uFEFF/, ""), encoding };
}
