import { messages, type ErrorCode } from "@firstly/core/contract/errors";

/** Every failed call becomes one ApiError whose `message` is safe to show as is. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly code: ErrorCode | "TIMEOUT" | "OFFLINE",
    message: string,
    readonly status: number,
  ) {
    super(message);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export const timeoutError = () => new ApiError("TIMEOUT", messages.timeout, 0);
export const offlineError = () => new ApiError("OFFLINE", messages.offline, 0);
