import { dictionary } from "@zxcvbn-ts/language-common";

/** How many of the most common leaked passwords are refused (zxcvbn's list, most common first). */
export const COMMON_PASSWORDS_CHECKED = 10_000;

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common. Please choose one that is harder to guess.";

let common: Set<string> | null = null;

/** True when the password (ignoring case) is among the most common leaked passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary.passwords.slice(0, COMMON_PASSWORDS_CHECKED).map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
