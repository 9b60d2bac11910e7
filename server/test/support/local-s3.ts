import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials: it checks the signature, not who signed. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;
export const LOCAL_S3_BUCKET = "firstly-media";

export interface LocalS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** the S3_* variables that point the app at this store */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local server that speaks the S3 protocol (s3rver), with one empty bucket, on a free port. */
export async function startLocalS3(): Promise<LocalS3> {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), "firstly-s3-")),
    configureBuckets: [{ name: LOCAL_S3_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: LOCAL_S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    close: () => server.close(),
  };
}
