/**
 * Where stored files' bytes live (generated images now, uploads later), by key. Keys are made by
 * `newMediaKey` and never reused, so a stored object never changes and may be cached for good.
 * Who may read a key is the `media_objects` table's business, not the store's.
 */
export interface MediaObject {
  body: Buffer;
  contentType: string;
}

export interface MediaStore {
  readonly kind: "disk" | "s3";
  put(key: string, object: MediaObject): Promise<void>;
  /** null when no object has this key */
  get(key: string): Promise<MediaObject | null>;
  /** deleting a missing key is not an error */
  delete(key: string): Promise<void>;
}

/** A media key: a random uuid and the type's extension (`<uuid>.webp`). */
export const MEDIA_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

const extensions: Record<string, string> = {
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "application/pdf": "pdf",
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "audio/mp4": "m4a",
  "text/plain; charset=utf-8": "txt",
};

export function newMediaKey(contentType: string, id: string = crypto.randomUUID()): string {
  return `${id}.${extensions[contentType] ?? "bin"}`;
}

/** The URL the app serves a key at (GET /api/media/:key, owner only). */
export function mediaUrl(key: string): string {
  return `/api/media/${key}`;
}

/** The key in a URL made by `mediaUrl`, or null for any other URL. */
export function mediaKeyFromUrl(url: string | null | undefined): string | null {
  const key = url?.startsWith("/api/media/") ? url.slice("/api/media/".length) : null;
  return key && MEDIA_KEY.test(key) ? key : null;
}
