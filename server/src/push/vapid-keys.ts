import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Env } from "../env";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: — who a push service may contact about our sends */
  subject: string;
}

const FILE = "vapid-keys.json";

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise a key pair generated on first start and
 * kept in the data directory. The file is written whole to a temp file and hard-linked into place:
 * a crash never leaves half a key, and when two processes start on one data directory at once the
 * first link wins and the other reads it (a rename would let the second overwrite the first, and
 * browsers subscribed with the first key would stop receiving). N instances must share VAPID_*:
 * a subscription belongs to the key it was made with.
 */
export function loadVapidKeys(
  env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "SUPPORT_EMAIL">,
  dataDir: string,
): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = path.resolve(dataDir, FILE);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      linkSync(tmp, file);
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") throw error;
    } finally {
      rmSync(tmp, { force: true });
    }
  }
  const kept = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
  if (typeof kept.publicKey !== "string" || typeof kept.privateKey !== "string")
    throw new Error(`${FILE} in the data directory does not hold a VAPID key pair`);
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
