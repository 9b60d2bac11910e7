import type { Context } from "hono";
import { messages } from "@firstly/core/contract/errors";
import type { AppDeps } from "../../context";
import { errorResponse } from "../error-response";
import { clientIp } from "./client-ip";
import { firstInvalidText } from "../text-input";
import { eq } from "drizzle-orm";
import {
  giveBackSignInAttempt,
  signInLockedMessage,
  takeSignInAttempt,
  type SignInAttempt,
} from "../../auth/account-rate-limit";
import { deviceCookieHeader, readDeviceTokens } from "../../auth/device-cookie";
import { user } from "../../db/auth-schema";
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
    /** this sign-in's counted attempt, given back unless the password was wrong */
    let attempt: SignInAttempt | null = null;
    /** the account whose reset link this request uses: on success the browser is remembered */
    let resetUserId: string | null = null;
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
        // docs/behaviour/states.md: changing the password ends the person's other sessions,
        // whatever the client asks
        if (c.req.path === "/api/auth/change-password") {
          body = JSON.stringify({ ...fields, revokeOtherSessions: true });
        }
        if (c.req.path === "/api/auth/sign-in/email" && typeof fields.email === "string") {
          const now = deps.now().getTime();
          const device = await knownDevice(deps, c.req.header("cookie") ?? null, fields.email, now);
          attempt = await takeSignInAttempt(deps.db, { email: fields.email, device, now });
          if (!attempt.allowed) {
            c.header("Retry-After", String(Math.ceil(attempt.retryAfterMs / 1000)));
            return errorResponse(c, "RATE_LIMITED", signInLockedMessage(attempt.retryAfterMs));
          }
        }
        if (c.req.path === "/api/auth/reset-password" && typeof fields.token === "string") {
          const { internalAdapter } = await deps.auth.$context;
          const reset = await internalAdapter.findVerificationValue(
            `reset-password:${fields.token}`,
          );
          resetUserId = reset?.value ?? null;
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
    // only a wrong password counts toward the account's limit (decision 0024)
    if (attempt && response.status !== 401) await giveBackSignInAttempt(deps.db, attempt.key);
    if (response.status === 429) {
      return errorResponse(c, "RATE_LIMITED", messages.tooManyRequests);
    }
    if (response.ok) {
      const signedIn =
        c.req.path === "/api/auth/sign-in/email" || c.req.path === "/api/auth/sign-up/email"
          ? await userIdByEmail(deps, bodyEmail(body))
          : c.req.path === "/api/auth/reset-password"
            ? resetUserId
            : null;
      if (signedIn) return rememberDevice(deps, c.req.header("cookie") ?? null, signedIn, response);
    }
    // a Google sign-in ends in a redirect that sets the session: that browser is known too
    if (response.status === 302 && c.req.path.startsWith("/api/auth/callback/")) {
      const signedIn = await newSessionUserId(deps, response);
      if (signedIn) return rememberDevice(deps, c.req.header("cookie") ?? null, signedIn, response);
    }
    return response;
  };
}

/**
 * The browser proved it belongs to the account's owner (the password, or the reset link from the
 * mail): it gets a device token, so an attack on the account's shared allowance does not lock it out.
 */
async function rememberDevice(
  deps: AppDeps,
  cookieHeader: string | null,
  userId: string,
  response: Response,
): Promise<Response> {
  const { secret } = await deps.auth.$context;
  const remembered = new Response(response.body, response);
  remembered.headers.append(
    "set-cookie",
    deviceCookieHeader({
      secret,
      userId,
      cookieHeader,
      now: deps.now().getTime(),
      secure: deps.env.BASE_URL?.startsWith("https://") ?? false,
    }),
  );
  return remembered;
}

/** The user of the session a response sets, if it sets one. */
async function newSessionUserId(deps: AppDeps, response: Response): Promise<string | null> {
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => /session_token=./.test(pair));
  if (cookies.length === 0) return null;
  const session = await deps.auth.api
    .getSession({ headers: new Headers({ cookie: cookies.join("; ") }) })
    .catch(() => null);
  return session && !session.user.isAnonymous ? session.user.id : null;
}

/** The browser's device token for the account this address names, if it holds a valid one. */
async function knownDevice(deps: AppDeps, cookieHeader: string | null, email: string, now: number) {
  const { secret } = await deps.auth.$context;
  const tokens = readDeviceTokens(secret, cookieHeader, now);
  if (tokens.length === 0) return null;
  const userId = await userIdByEmail(deps, email);
  const token = userId ? tokens.find((t) => t.userId === userId) : undefined;
  return token ? { userId: token.userId, nonce: token.nonce } : null;
}

async function userIdByEmail(deps: AppDeps, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [row] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return row?.id ?? null;
}

function bodyEmail(body: string | undefined): string | null {
  if (!body) return null;
  const email = (JSON.parse(body) as { email?: unknown }).email;
  return typeof email === "string" ? email : null;
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
