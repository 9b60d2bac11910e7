/**
 * docs/behaviour/validation.md#account-changes settings password rules, in the order a person meets
 * them.
 */
export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < 6) return "Password must be at least 6 characters";
  if (password !== confirm) return "Passwords do not match";
  return null;
}

/** docs/behaviour/validation.md#account-changes: a new email needs an '@'. */
export function emailProblem(email: string): string | null {
  return email.includes("@") ? null : "Please enter a valid email address";
}
