import type { ErrorHandler } from "hono";
import type { AppEnv } from "../../context";
import type { Logger } from "../../logger";
import { AppError } from "../../errors/app-error";
import { errorResponse } from "../error-response";
import { safeErrorFields } from "../../errors/safe-error";

/** Maps AppError to its status and message; anything else is a logged 500 with no user content. */
export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return errorResponse(c, error.code, error.message);
    log.error("unhandled", { requestId: c.get("requestId"), ...safeErrorFields(error) });
    return errorResponse(c, "INTERNAL", "Something went wrong");
  };
}
