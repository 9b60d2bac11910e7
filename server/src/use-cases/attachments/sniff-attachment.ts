/**
 * What an uploaded file is, read from its first bytes: never from its name or the request's
 * content type, which the sender chooses. Anything unrecognised is refused by the caller.
 */
export type AttachmentKind =
  | { kind: "image"; contentType: "image/jpeg" | "image/png" | "image/gif" | "image/webp" }
  | { kind: "file"; contentType: "application/pdf" | "text/plain; charset=utf-8" };

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
  if (isPlainText(bytes)) return { kind: "file", contentType: "text/plain; charset=utf-8" };
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
