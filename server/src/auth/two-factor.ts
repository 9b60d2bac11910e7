import { and, eq, lt, sql } from "drizzle-orm";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { twoFactorMessages } from "@firstly/core/contract/account";
import type { Db } from "../db/open-database";
import { session, twoFactorUsedCode } from "../db/auth-schema";
import type { Logger } from "../logger";
import { safeErrorFields } from "../errors/safe-error";

/**
 * How long an accepted authenticator code is remembered. better-auth accepts a code for the step
 * before, the current one and the next (3 × 30 s), so anything older can never be accepted again.
 */
export const USED_CODE_MEMORY_MS = 120_000;

/** How long a guest's data waits for the two-factor step of the sign-in that will take it. */
const GUEST_LINK_TTL_MS = 10 * 60_000;

const VERIFY_TOTP = "/two-factor/verify-totp";
const VERIFY_BACKUP = "/two-factor/verify-backup-code";
const DISABLE = "/two-factor/disable";
const SIGN_IN_EMAIL = "/sign-in/email";

type Middleware = ReturnType<typeof createAuthMiddleware>;
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export interface TwoFactorHookOptions {
  db: Db;
  log: Logger;
  /** moves a guest's data into the account that finished signing in */
  onGuestLinked: (guestUserId: string, userId: string) => Promise<void>;
  /** better-auth's API, for the code check that turning two-factor off needs */
  api: () => {
    verifyTOTP: (input: { body: { code: string }; headers: Headers }) => Promise<unknown>;
    verifyBackupCode: (input: { body: { code: string }; headers: Headers }) => Promise<unknown>;
  };
}

/**
 * What better-auth's two-factor plugin leaves to us, as its `hooks`:
 * - an authenticator code is accepted once: a used (person, code) pair is refused for as long as
 *   the code could be valid, and the record is written atomically after a success, so two requests
 *   racing with the same code cannot both sign in;
 * - turning two-factor off needs a current code (or a backup code) as well as the password;
 * - a guest who signs in to an account with two-factor keeps their data: it moves when the code is
 *   accepted (the plugin skips the guest link while the code is pending).
 */
export function twoFactorHooks(options: TwoFactorHookOptions): {
  before: Middleware;
  after: Middleware;
} {
  const { db } = options;

  const wasUsed = async (userId: string, code: string) => {
    const since = new Date(Date.now() - USED_CODE_MEMORY_MS);
    const rows = await db
      .select({ code: twoFactorUsedCode.code })
      .from(twoFactorUsedCode)
      .where(
        and(
          eq(twoFactorUsedCode.userId, userId),
          eq(twoFactorUsedCode.code, code),
          sql`${twoFactorUsedCode.usedAt} > ${since}`,
        ),
      );
    return rows.length > 0;
  };

  /** Records the code as used; false when it already was (inside its memory). */
  const claim = async (userId: string, code: string) => {
    const now = new Date();
    await db
      .delete(twoFactorUsedCode)
      .where(
        and(
          eq(twoFactorUsedCode.userId, userId),
          lt(twoFactorUsedCode.usedAt, new Date(now.getTime() - USED_CODE_MEMORY_MS)),
        ),
      );
    const inserted = await db
      .insert(twoFactorUsedCode)
      .values({ userId, code, usedAt: now })
      .onConflictDoNothing()
      .returning({ code: twoFactorUsedCode.code });
    return inserted.length > 0;
  };

  const before = createAuthMiddleware(async (ctx) => {
    if (ctx.path === VERIFY_TOTP) {
      const code = bodyCode(ctx);
      const userId = await challengedUserId(ctx);
      if (code && userId && (await wasUsed(userId, code))) {
        throw new APIError("UNAUTHORIZED", {
          message: twoFactorMessages.codeAlreadyUsed,
          code: "CODE_ALREADY_USED",
        });
      }
      return;
    }
    if (ctx.path === DISABLE) {
      const code = bodyCode(ctx)?.trim();
      if (!code) {
        throw new APIError("BAD_REQUEST", { message: twoFactorMessages.codeRequired });
      }
      const current = await getSessionFromCtx(ctx);
      if (!current) return; // the endpoint answers 401 itself
      // the password first, so a wrong password never spends the person's code
      if (!(await passwordMatches(ctx, current.user.id))) {
        throw new APIError("BAD_REQUEST", {
          message: "Invalid password",
          code: "INVALID_PASSWORD",
        });
      }
      const check = /^\d{6}$/.test(code)
        ? options.api().verifyTOTP({ body: { code }, headers: ctx.headers ?? new Headers() })
        : options.api().verifyBackupCode({ body: { code }, headers: ctx.headers ?? new Headers() });
      await check;
      return;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path === SIGN_IN_EMAIL) {
      await rememberGuestForTwoFactor(ctx);
      return;
    }
    if (ctx.path !== VERIFY_TOTP && ctx.path !== VERIFY_BACKUP) return;
    if (ctx.context.returned instanceof APIError || ctx.context.returned instanceof Error) return;
    const signedIn = ctx.context.newSession;
    const userId = signedIn?.user.id ?? (await getSessionFromCtx(ctx))?.user.id;
    if (!userId) return;
    if (ctx.path === VERIFY_TOTP) {
      const code = bodyCode(ctx);
      if (code && !(await claim(userId, code))) {
        // another request accepted the same code a moment ago: this one must not sign in
        if (signedIn) await db.delete(session).where(eq(session.token, signedIn.session.token));
        throw new APIError("UNAUTHORIZED", {
          message: twoFactorMessages.codeAlreadyUsed,
          code: "CODE_ALREADY_USED",
        });
      }
    }
    if (signedIn) await linkWaitingGuest(ctx, signedIn.user.id);
  });

  /** A guest signing in to an account with two-factor: note whose data waits for the code. */
  async function rememberGuestForTwoFactor(ctx: HookContext) {
    const signedIn = ctx.context.newSession;
    if (!signedIn) return;
    const plugin = ctx.context.getPlugin("two-factor") as {
      shouldRequireTwoFactor?: (c: HookContext) => Promise<boolean>;
    } | null;
    if (!(await plugin?.shouldRequireTwoFactor?.(ctx))) return;
    const guest = await getSessionFromCtx(ctx, { disableRefresh: true }).catch(() => null);
    if (!guest?.user.isAnonymous || guest.user.id === signedIn.user.id) return;
    await ctx.context.internalAdapter.deleteVerificationByIdentifier(guestLinkId(signedIn.user.id));
    await ctx.context.internalAdapter.createVerificationValue({
      identifier: guestLinkId(signedIn.user.id),
      value: guest.user.id,
      expiresAt: new Date(Date.now() + GUEST_LINK_TTL_MS),
    });
  }

  async function linkWaitingGuest(ctx: HookContext, userId: string) {
    const waiting = await ctx.context.internalAdapter.consumeVerificationValue(guestLinkId(userId));
    if (!waiting || waiting.expiresAt < new Date()) return;
    try {
      // what fits the account's month moves, the rest waits with the guest (issue 25)
      await options.onGuestLinked(waiting.value, userId);
    } catch (error) {
      options.log.error("two_factor.guest_link_failed", safeErrorFields(error));
    }
  }

  return { before, after };
}

const guestLinkId = (userId: string) => `2fa-guest-link-${userId}`;

function bodyCode(ctx: HookContext): string | null {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && code.length > 0 && code.length <= 64 ? code : null;
}

/** The person a code is for: the signed-in user, or the one the sign-in challenge cookie names. */
async function challengedUserId(ctx: HookContext): Promise<string | null> {
  const current = await getSessionFromCtx(ctx).catch(() => null);
  if (current) return current.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge?.value ?? null;
}

async function passwordMatches(ctx: HookContext, userId: string): Promise<boolean> {
  const password = (ctx.body as { password?: unknown } | undefined)?.password;
  const accounts = await ctx.context.internalAdapter.findAccounts(userId);
  const credential = accounts.find((a) => a.providerId === "credential" && a.password);
  if (!credential?.password) return true; // no password on this account: nothing to check here
  if (typeof password !== "string" || password.length === 0) return false;
  return ctx.context.password.verify({ hash: credential.password, password });
}
