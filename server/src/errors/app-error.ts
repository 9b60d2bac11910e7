import { messages, type ErrorCode } from "@firstly/core/contract/errors";

/** The one error type. Use cases throw it; `handleError` turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? defaultMessage(code));
    this.name = "AppError";
  }
}

function defaultMessage(code: ErrorCode): string {
  switch (code) {
    case "NOT_FOUND":
      return messages.notFound;
    case "UNAUTHENTICATED":
      return messages.noSession;
    case "RATE_LIMITED":
      return messages.tooManyRequests;
    case "AI_UNAVAILABLE":
      return messages.breakerOpen;
    default:
      return "Something went wrong";
  }
}
