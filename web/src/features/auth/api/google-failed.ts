/**
 * The search parameter a failed Google sign-in comes back with (`/?google-failed=1`). Apart from
 * submit-auth.ts, so the app frame that reads it does not bring the sign-in code into the first
 * page.
 */
export const GOOGLE_FAILED_QUERY = "google-failed";
