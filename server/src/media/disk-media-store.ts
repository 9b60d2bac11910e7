import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaObject, MediaStore } from "./media-store";
import { MEDIA_KEY } from "./media-store";

/**
 * Files under `DATA_DIR/media` (the default store). A put writes a temp file and renames it over
 * the key, so a crash never leaves half a picture under a real key; the content type sits beside
 * it in `<key>.type`, written the same way and first (a key with no type file reads as missing).
 */
export function createDiskMediaStore(dataDir: string): MediaStore {
  const root = path.resolve(dataDir, "media");
  let isReady: Promise<unknown> | null = null;
  const ready = () => (isReady ??= mkdir(root, { recursive: true }));
  const file = (key: string) => {
    // keys come from newMediaKey; anything else (a path, dots) never reaches the disk
    if (!MEDIA_KEY.test(key)) throw new Error("invalid media key");
    return path.join(root, key);
  };

  async function writeAtomically(target: string, data: Buffer | string) {
    const temp = `${target}.${process.pid}.${crypto.randomUUID()}.tmp`;
    try {
      await writeFile(temp, data, { flush: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  return {
    kind: "disk",
    async put(key, object: MediaObject) {
      await ready();
      const target = file(key);
      await writeAtomically(`${target}.type`, object.contentType);
      await writeAtomically(target, object.body);
    },
    async get(key) {
      if (!MEDIA_KEY.test(key)) return null;
      try {
        const [body, contentType] = await Promise.all([
          readFile(file(key)),
          readFile(`${file(key)}.type`, "utf8"),
        ]);
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      if (!MEDIA_KEY.test(key)) return;
      await rm(file(key), { force: true });
      await rm(`${file(key)}.type`, { force: true });
    },
  };
}
