import { fileTypeFromBuffer } from "file-type";

/**
 * What an uploaded file is, read from its first bytes: never from its name or the request's
 * content type, which the sender chooses. Anything unrecognised is refused by the caller.
 * Recordings (the note editor's "Recording (audio)") are files, not images.
 */
export type AttachmentKind =
  | { kind: "image"; contentType: "image/jpeg" | "image/png" | "image/gif" | "image/webp" }
  | { kind: "file"; contentType: "application/pdf" | "text/plain; charset=utf-8" }
  | { kind: "file"; contentType: AudioAttachmentType };

type AudioAttachmentType = "audio/webm" | "audio/ogg" | "audio/wav" | "audio/mp4";

const image = (contentType: "image/jpeg" | "image/png" | "image/gif" | "image/webp") =>
  ({ kind: "image", contentType }) as const;
const file = (contentType: "application/pdf" | AudioAttachmentType) =>
  ({ kind: "file", contentType }) as const;

/**
 * The kinds of file we keep, by the extension `file-type` gives from the magic bytes. Every
 * container a recording comes in is kept whatever its codec: WebM/Matroska (MediaRecorder in
 * Chromium and Firefox), Ogg, WAV, and ISO base media (MP4/M4A, Safari's MediaRecorder) — except
 * the ISO base media brands that are pictures (HEIC/HEIF, AVIF: an iPhone photo), which `file-type`
 * names as such and which are not in this table.
 */
const KEPT: Readonly<Record<string, AttachmentKind>> = {
  jpg: image("image/jpeg"),
  png: image("image/png"),
  apng: image("image/png"),
  gif: image("image/gif"),
  webp: image("image/webp"),
  pdf: file("application/pdf"),
  // an Illustrator file is a PDF with a marker inside
  ai: file("application/pdf"),
  webm: file("audio/webm"),
  mkv: file("audio/webm"),
  ogg: file("audio/ogg"),
  oga: file("audio/ogg"),
  ogv: file("audio/ogg"),
  ogm: file("audio/ogg"),
  ogx: file("audio/ogg"),
  opus: file("audio/ogg"),
  spx: file("audio/ogg"),
  wav: file("audio/wav"),
  mp4: file("audio/mp4"),
  m4a: file("audio/mp4"),
  m4b: file("audio/mp4"),
  m4p: file("audio/mp4"),
  m4v: file("audio/mp4"),
  mov: file("audio/mp4"),
  "3gp": file("audio/mp4"),
  "3g2": file("audio/mp4"),
  f4v: file("audio/mp4"),
  f4a: file("audio/mp4"),
  f4b: file("audio/mp4"),
  f4p: file("audio/mp4"),
};

export async function sniffAttachment(bytes: Uint8Array): Promise<AttachmentKind | null> {
  if (bytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  const kept = detected ? KEPT[detected.ext] : undefined;
  if (kept) return kept;
  // a format we do not keep is refused, unless it is text (a calendar, a contact card)
  return isPlainText(bytes) ? { kind: "file", contentType: "text/plain; charset=utf-8" } : null;
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
