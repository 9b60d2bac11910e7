import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorStatus, type ErrorBody, type ErrorCode } from "@firstly/core/contract/errors";

/** The one mapping of an error to its answer: `{ error: { code, message } }` with the code's status. */
export function errorResponse(c: Context, code: ErrorCode, message: string) {
  const body: ErrorBody = { error: { code, message } };
  return c.json(body, errorStatus[code] as ContentfulStatusCode);
}
