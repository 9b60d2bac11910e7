import { ApiError } from "../../../lib/api-error";

/**
 * The text to show for a failed goal write: the server's own message when it explains the
 * problem (validation, limits, conflicts, offline, timeout), else the screen's fallback.
 * An unexplained server error (INTERNAL) or a non-API failure gets the fallback.
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== "INTERNAL") return error.message;
  return fallback;
}
