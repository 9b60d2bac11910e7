import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes as base64url (43 characters): far beyond guessing, so one SHA-256 suffices. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a token or feed secret: hex SHA-256 (decision 0022). */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/**
 * Whether a presented secret hashes to the stored hash, compared in constant time. The row was
 * found by the hash already; comparing again with timingSafeEqual keeps the final decision free of
 * an early-exit string comparison.
 */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
