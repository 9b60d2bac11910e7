import type { Env } from "../env";
import { createDiskMediaStore } from "./disk-media-store";
import type { MediaStore } from "./media-store";
import { createS3MediaStore } from "./s3-media-store";

/** S3 when `S3_BUCKET` is set (stateless instances), else files under `DATA_DIR/media`. */
export function createMediaStoreFromEnv(env: Env): MediaStore {
  if (!env.S3_BUCKET) return createDiskMediaStore(env.DATA_DIR);
  return createS3MediaStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
