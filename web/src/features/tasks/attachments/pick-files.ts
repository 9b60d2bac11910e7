import {
  FILES_PER_PICK_MAX,
  IMAGES_PER_NOTE,
  MAX_ATTACHMENT_BYTES,
  imageLimitWarning,
  notImageWarning,
  overSizeWarning,
  perPickWarning,
} from "@firstly/core/attachments/attachment-rules";

/** What the rules need of a picked file (a browser File has all of it). */
export interface PickedFile {
  name: string;
  size: number;
  lastModified: number;
  type: string;
}

export interface PickResult<F extends PickedFile> {
  /** the files to upload, in the order picked */
  accepted: F[];
  /** one sentence per reason something was skipped, to show the person */
  warnings: string[];
}

export const fileIdentity = (f: Pick<PickedFile, "name" | "size" | "lastModified">) =>
  `${f.name}\u0000${f.size}\u0000${f.lastModified}`;

/**
 * docs/behaviour/validation.md#files pick rules, before anything is sent: images only from the
 * image picker (by the browser's type; the server checks the bytes), each file at most 5 MB,
 * duplicates (name, size, modified time) dropped within the pick and against what this view already
 * uploaded, at most 10 per pick and at most 10 images on the note. Each skip comes with a warning.
 */
export function pickFiles<F extends PickedFile>(
  files: readonly F[],
  options: {
    picker: "image" | "file";
    /** identities (fileIdentity) of files already attached from this device */
    alreadyAttached: ReadonlySet<string>;
    /** images the note has now */
    imageCount: number;
  },
): PickResult<F> {
  const warnings: string[] = [];
  const seen = new Set(options.alreadyAttached);
  const candidates: F[] = [];
  for (const file of files) {
    const id = fileIdentity(file);
    if (seen.has(id)) continue;
    seen.add(id);
    if (options.picker === "image" && !file.type.startsWith("image/")) {
      warnings.push(notImageWarning(file.name));
      continue;
    }
    if (file.size > MAX_ATTACHMENT_BYTES) {
      warnings.push(overSizeWarning(file.name));
      continue;
    }
    candidates.push(file);
  }
  let accepted = candidates.slice(0, FILES_PER_PICK_MAX);
  if (candidates.length > FILES_PER_PICK_MAX)
    warnings.push(perPickWarning(candidates.length - FILES_PER_PICK_MAX));
  const room = Math.max(0, IMAGES_PER_NOTE - options.imageCount);
  let images = 0;
  let overImages = 0;
  accepted = accepted.filter((file) => {
    if (!file.type.startsWith("image/")) return true;
    if (images < room) {
      images += 1;
      return true;
    }
    overImages += 1;
    return false;
  });
  if (overImages > 0) warnings.push(imageLimitWarning(overImages));
  return { accepted, warnings };
}
