import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * AUTH_SECRET when set; otherwise a random secret generated on first start and kept in the data
 * directory (written to a temp file and renamed, so a crash never leaves half a secret).
 * N instances must share AUTH_SECRET.
 */
export function loadSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, secret, { mode: 0o600 });
  renameSync(tmp, file);
  return secret;
}
