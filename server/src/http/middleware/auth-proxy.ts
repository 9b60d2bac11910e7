import type { Context } from "hono";
import { messages } from "@firstly/core/contract/errors";
import type { AppDeps } from "../../context";
import { errorResponse } from "../app-error";
import { clientIp } from "./client-ip";
import { firstInvalidText } from "../text-input";
import { takeAccountSignInAttempt } from "../../auth/account-rate-limit";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../../auth/common-passwords";
import { accountRuleProblem } from "../../auth/account-guards";
import { dropEndedSessionCookie } from "../../auth/stale-session";

/** Endpoints that set a password, and the field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/api/auth/sign-up/email": "password",
  "/api/auth/change-password": "newPassword",
  "/api/auth/reset-password": "newPassword",
  "/api/auth/set-password": "newPassword",
};

/** Fields better-auth expects as strings; `null` or a non-string there is refused before it runs. */
const STRING_FIELDS = [
  "email",
  "password",
  "name",
  "token",
  "newPassword",
  "currentPassword",
  "newEmail",
  "callbackURL",
  "code",
  "providerId",
];

/**
 * Hands /api/auth/* to better-auth after our own checks: the server alone decides the client IP
 * used for rate limits (socket, or the entry a trusted proxy appended), and JSON bodies must not
 * carry NUL bytes or nulls where text is expected (those reached the database and answered 500).
 */
export function authProxy(deps: AppDeps) {
  return async (c: Context) => {
    let body: string | undefined;
    if (c.req.method === "POST") {
      body = await c.req.text();
      if (body.length > 0) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          return errorResponse(c, "BAD_REQUEST", "Request body must be JSON");
        }
        const problem = authBodyProblem(parsed);
        if (problem) return errorResponse(c, "VALIDATION", problem);
        const fields = parsed as Record<string, string | undefined>;
        const passwordField = NEW_PASSWORD_FIELD[c.req.path];
        const newPassword = passwordField ? fields[passwordField] : undefined;
        if (newPassword !== undefined && isCommonPassword(newPassword)) {
          return errorResponse(c, "VALIDATION", COMMON_PASSWORD_MESSAGE);
        }
        const ruleProblem = await accountRuleProblem(deps, c.req.path, c.req.raw.headers, fields);
        if (ruleProblem) return errorResponse(c, "VALIDATION", ruleProblem);
        // SPEC §4: changing the password ends the person's other sessions, whatever the client asks
        if (c.req.path === "/api/auth/change-password") {
          body = JSON.stringify({ ...fields, revokeOtherSessions: true });
        }
        if (c.req.path === "/api/auth/sign-in/email" && typeof fields.email === "string") {
          if (!(await takeAccountSignInAttempt(deps.db, fields.email, deps.now().getTime()))) {
            return errorResponse(c, "RATE_LIMITED", messages.tooManyRequests);
          }
        }
      }
    }
    const ip = clientIp(c, { trustProxy: deps.env.TRUST_PROXY, hops: deps.env.TRUST_PROXY_HOPS });
    const headers = new Headers(c.req.raw.headers);
    headers.set("x-firstly-client-ip", ip);
    await dropEndedSessionCookie(deps, c.req.path, headers);
    const response = await deps.auth.handler(
      new Request(c.req.raw.url, {
        method: c.req.method,
        headers,
        ...(body !== undefined ? { body } : {}),
      }),
    );
    if (response.status === 429) {
      return errorResponse(c, "RATE_LIMITED", messages.tooManyRequests);
    }
    return response;
  };
}

export function authBodyProblem(parsed: unknown): string | null {
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    return "Request body must be a JSON object";
  }
  const invalid = firstInvalidText(parsed);
  if (invalid) return invalid;
  for (const field of STRING_FIELDS) {
    if (field in parsed) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value !== "string") return `${field} must be text`;
    }
  }
  return null;
}
