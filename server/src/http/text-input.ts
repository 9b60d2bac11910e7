/** PostgreSQL text cannot hold NUL; such input is refused with a message instead of failing a query. */
export const NUL_MESSAGE = "Text cannot contain NUL characters";

/** The first problem with text anywhere in a parsed JSON value, or null. */
export function firstInvalidText(value: unknown, depth = 0): string | null {
  if (depth > 20) return "Request body is nested too deeply";
  if (typeof value === "string") return value.includes("\u0000") ? NUL_MESSAGE : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = firstInvalidText(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return NUL_MESSAGE;
      const problem = firstInvalidText(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** Route ids are uuids or better-auth ids: letters, digits, '-' and '_'. Anything else is a 404. */
export const ROUTE_ID = /^[A-Za-z0-9_-]{1,64}$/;
