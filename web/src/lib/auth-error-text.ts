/** better-auth's error as text: its own message, our `{ error: { message } }`, or the fallback. */
export function authErrorText(
  error: { message?: string; status?: number } | null | undefined,
  fallback: string,
): string {
  if (!error) return fallback;
  const ours = (error as { error?: { message?: string } }).error?.message;
  if (error.status === 429) return "Too many requests. Please try again later.";
  return ours || error.message || fallback;
}
