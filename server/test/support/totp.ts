import { createHmac } from "node:crypto";

/**
 * RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s steps) written from the RFC, independent of the auth
 * library, so tests compute codes the way an authenticator app does.
 */
export function totp(base32Secret: string, atMs = Date.now(), stepOffset = 0): string {
  const counter = Math.floor(atMs / 1000 / 30) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", base32Decode(base32Secret)).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

/**
 * A code the server accepts now (this 30 s step or a neighbour) that was not used before, as the
 * next code an authenticator app shows; waits for the next step when all three were used.
 */
export async function unusedCode(secret: string, used: Set<string>): Promise<string> {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    for (const offset of [0, 1, -1]) {
      const code = totp(secret, Date.now(), offset);
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("no unused code came up");
}

/** RFC 4648 base32 (the `secret` of an otpauth:// URI), padding and spaces ignored. */
export function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The base32 secret of an otpauth://totp/… URI. */
export function secretFromUri(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error("no secret in the otpauth URI");
  return secret;
}
