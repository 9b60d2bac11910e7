import { audioMediaTypes, sniffAudioFormat } from "@firstly/core/voice/audio-format";

/**
 * What an uploaded file is, read from its first bytes: never from its name or the request's
 * content type, which the sender chooses. Anything unrecognised is refused by the caller.
 * Recordings (the note editor's "Recording (audio)") are files, not images.
 */
export type AttachmentKind =
  | { kind: "image"; contentType: "image/jpeg" | "image/png" | "image/gif" | "image/webp" }
  | { kind: "file"; contentType: "application/pdf" | "text/plain; charset=utf-8" }
  | { kind: "file"; contentType: AudioAttachmentType };

export type AudioAttachmentType = "audio/webm" | "audio/ogg" | "audio/wav" | "audio/mp4";

/**
 * ISO base media brands that are pictures (HEIC/HEIF, AVIF), not sound: an iPhone photo starts
 * with `ftyp` too, and must not be stored as a recording.
 */
const IMAGE_BRANDS = new Set([
  "heic",
  "heix",
  "hevc",
  "hevx",
  "heim",
  "heis",
  "mif1",
  "msf1",
  "avif",
  "avis",
]);

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

export function sniffAttachment(bytes: Uint8Array): AttachmentKind | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "image", contentType: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: "image", contentType: "image/png" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a")))
    return { kind: "image", contentType: "image/gif" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8))
    return { kind: "image", contentType: "image/webp" };
  if (startsWith(bytes, ascii("%PDF-"))) return { kind: "file", contentType: "application/pdf" };
  const audio = sniffAudio(bytes);
  if (audio) return { kind: "file", contentType: audio };
  if (isPlainText(bytes)) return { kind: "file", contentType: "text/plain; charset=utf-8" };
  return null;
}

/**
 * WebM/Matroska (`1A 45 DF A3`, what MediaRecorder writes in Chromium and Firefox), Ogg (`OggS`),
 * WAV (`RIFF`…`WAVE`) through the voice input's own sniffer, and MP4/M4A (`ftyp` at offset 4,
 * Safari's MediaRecorder) unless its brand says picture.
 */
function sniffAudio(bytes: Uint8Array): AudioAttachmentType | null {
  const format = sniffAudioFormat(bytes);
  if (format) return audioMediaTypes[format] as AudioAttachmentType;
  if (bytes.length >= 12 && startsWith(bytes, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    return IMAGE_BRANDS.has(brand) ? null : "audio/mp4";
  }
  return null;
}

/**
 * Valid UTF-8 with no NUL and no markup opening: an HTML page saved as .txt would be served as
 * text/plain (nosniff, sandboxed), but it is still refused so nothing page-like is ever stored.
 */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const head = text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 256)
    .toLowerCase();
  return !/^<(!doctype|html|head|body|script|svg|\?xml|iframe)/.test(head);
}
