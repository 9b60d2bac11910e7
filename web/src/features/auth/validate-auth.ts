import { messages } from "@firstly/core/contract/errors";
import type { AuthMode } from "../../lib/auth-sheet-store";

export const PASSWORD_MIN = 6;

export interface AuthFields {
  email: string;
  password: string;
  confirm: string;
}

export type AuthErrors = Partial<Record<keyof AuthFields, string>>;

/**
 * docs/behaviour/validation.md#sign-in-and-sign-up sign-in/up rules with the spec's texts; the
 * confirmation is checked only on signup.
 */
export function validateAuth(mode: AuthMode, fields: AuthFields): AuthErrors {
  const errors: AuthErrors = {};
  const email = fields.email.trim();
  if (!email) errors.email = messages.emailRequired;
  else if (!email.includes("@")) errors.email = messages.emailInvalid;
  if (fields.password.length < PASSWORD_MIN) errors.password = messages.passwordShort;
  if (mode === "signup" && fields.confirm !== fields.password)
    errors.confirm = messages.passwordsMismatch;
  return errors;
}

export function hasEmptyField(mode: AuthMode, fields: AuthFields): boolean {
  return !fields.email.trim() || !fields.password || (mode === "signup" && !fields.confirm);
}
