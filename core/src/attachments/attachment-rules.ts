/**
 * Limits and texts for a person's own images and files (docs/behaviour/validation.md#files and
 * docs/behaviour/limits.md#files: 5 MB each, 10 per pick, 10 images per note). Shared by the server
 * (what it enforces) and the web pickers (what they skip before sending); zod-free so the task
 * view's chunk stays small.
 */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const FILES_PER_PICK_MAX = 10;
/** same as IMAGES_PER_NOTE_MAX in contract/task; repeated here so this module has no zod */
export const IMAGES_PER_NOTE = 10;
/** non-image files on one note: not in the documented behaviour; a cap so one row's JSON stays small */
export const FILES_PER_TASK_MAX = 50;
/** longest file name kept (longer names are cut, keeping the extension) */
export const FILE_NAME_MAX = 200;

export const attachmentMessages = {
  tooLarge: "Files must be 5 MB or smaller.",
  unsupported:
    "That file type is not supported. Attach a JPEG, PNG, GIF or WebP image, a PDF, a plain text file, or a recording (WebM, Ogg, WAV or M4A).",
  empty: "The file is empty.",
  tooManyImages: "A note can have at most 10 images. Remove one to add another.",
  tooManyFiles: "A note can have at most 50 files. Remove one to add another.",
} as const;

export function overSizeWarning(name: string): string {
  return `“${name}” is over 5 MB and was skipped`;
}
export function notImageWarning(name: string): string {
  return `“${name}” is not an image and was skipped`;
}
export function perPickWarning(skipped: number): string {
  return `Only 10 files can be added at once; ${skipped} more ${skipped === 1 ? "was" : "were"} skipped`;
}
export function imageLimitWarning(skipped: number): string {
  return `A note can have at most 10 images; ${skipped} ${skipped === 1 ? "image was" : "images were"} skipped`;
}
export function uploadFailedWarning(name: string, reason?: string): string {
  return reason ? `“${name}” could not be added: ${reason}` : `“${name}” could not be added`;
}
