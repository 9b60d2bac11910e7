/**
 * One error type for the whole product. The server throws `AppError(code, message?)`; one handler
 * maps it to `{ error: { code, message } }` with the status below. The web shows `message` as is.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LIMIT_REACHED: 402,
  RATE_LIMITED: 429,
  AI_UNAVAILABLE: 503,
  /** an outside service (billing) is not configured or did not answer properly */
  SERVICE_UNAVAILABLE: 503,
  /** a service we call (a push service) failed: Bad Gateway */
  UPSTREAM_FAILED: 502,
  /** the model provider answered with an error or nothing */
  AI_FAILED: 502,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Texts quoted from docs/behaviour/messages.md; use these constants, never retype them. */
export const messages = {
  timeout: "Request timeout - please check your connection",
  offline: "Device is offline. Please check your internet connection.",
  backendNotConfigured: "Database connection not configured properly.",
  noSession: "No user session available",
  breakerOpen: "AI service temporarily unavailable. Please try again later.",
  aiEmpty: "Empty response from AI service",
  signInFailed: "Failed to sign in.",
  signUpFailed: "Failed to create account. Please try again.",
  googleFailed: "Failed to authenticate with Google. Please try again.",
  guestStartLimited:
    "Too many new visitors from this network right now. We will try again in a moment.",
  guestStartFailed: "Check your connection. We will try again in a moment.",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordShort: "Password must be at least 6 characters long",
  passwordsMismatch: "Passwords do not match",
  mainGoalEmpty: "Main goal cannot be empty",
  mainGoalShort: "Main goal should be at least 10 characters long",
  mainGoalLong: "Main goal should be less than 500 characters",
  noMainGoalToUpdate: "No existing main goal found to update",
  completeCurrentMainGoalFirst:
    "You already have an active main goal. Complete your current main goal before restoring this one.",
  goalSaveFailed: "Failed to save changes. Please try again.",
  subtaskSaveFailed: "Failed to save subtask",
  migrationErrorTitle: "Migration Error",
  migrationErrorBody: "There was an issue transferring your data. Please contact support.",
  migrationFailed: "Migration failed - guest data preserved for retry",
  guestLimitThoughts:
    "You've reached your limit of 5 free thoughts! Please create an account to continue adding more.",
  /** the guest limit met on the main goal screen (setting or replacing the main goal) */
  guestLimitEditGoal:
    "You've reached your limit of 5 free thoughts! Please create an account to continue editing your goal.",
  /** the guest limit met while adding a subtask goal */
  guestLimitManageGoals:
    "You've reached your limit of 5 free thoughts! Please create an account to continue managing your goals.",
  notFound: "Not found",
  tooManyRequests: "Too many requests. Please try again later.",
} as const;

/** '{Goal|Subtask} title cannot be empty' */
export function titleEmptyMessage(type: "main" | "subtask"): string {
  return `${type === "main" ? "Goal" : "Subtask"} title cannot be empty`;
}

/** '<service> failed: <status> - <body>' */
export function functionErrorMessage(service: string, status: number, body: string): string {
  return `${service} failed: ${status} - ${body}`;
}

export function subtaskLimitMessage(current: number, limit: number): string {
  return `Subtask creation limit reached: ${current}/${limit} items this month`;
}

export function goalLimitMessage(current: number, limit: number): string {
  return `Goal creation limit reached: ${current}/${limit} items this month`;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}
