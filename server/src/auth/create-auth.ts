import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { anonymous, genericOAuth, openAPI, twoFactor } from "better-auth/plugins";
import type { Env } from "../env";
import type { Db } from "../db/open-database";
import * as schema from "../db/schema";
import type { Logger } from "../logger";
import { allowedOrigins } from "./allowed-origins";
import type { Mailer } from "../mail/mailer";
import { safeErrorFields } from "../errors/safe-error";
import {
  changeEmailMail,
  RESET_LINK_TTL_S,
  resetPasswordMail,
  resetPasswordUrl,
  mailOrigin,
  sendQuietly,
  withOrigin,
} from "./auth-mail";
import { twoFactorHooks } from "./two-factor";

export interface AuthOptions {
  db: Db;
  env: Env;
  secret: string;
  baseURL: string;
  /** where better-auth's own errors go: one JSON line each, without their details */
  log: Logger;
  /** password-reset and email-change mail */
  mailer: Mailer;
  /** moves a guest's data into the account they just signed up or signed in to */
  onGuestLinked: (guestUserId: string, userId: string) => Promise<void>;
  /** runs before an account is deleted: what belongs to it outside the user row's cascade goes */
  beforeUserDeleted: (userId: string) => Promise<void>;
}

export const GUEST_EMAIL_DOMAIN = "guest.firstly.invalid";

/**
 * better-auth with email+password, anonymous guests, Google (as a generic OpenID provider so the
 * discovery URL can point at a local OIDC server in tests) and rate limits on in every mode.
 * Rate-limit counters live in the database so they hold across N instances.
 */
export function createAuth(options: AuthOptions) {
  const { env } = options;
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? [
          {
            providerId: "google",
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
            scopes: ["openid", "email", "profile"],
            pkce: true,
          },
        ]
      : [];
  const originPolicy = {
    baseOrigin: env.BASE_URL ? new URL(env.BASE_URL).origin : null,
    trusted: env.TRUSTED_ORIGINS,
  };
  const window = env.AUTH_RATE_LIMIT_WINDOW_S;
  const max = env.AUTH_RATE_LIMIT_MAX;
  // the hooks call back into this instance (turning two-factor off checks a code through it)
  let api: Auth["api"] | null = null;
  const hooks = twoFactorHooks({
    db: options.db,
    log: options.log,
    onGuestLinked: options.onGuestLinked,
    api: () => {
      if (!api) throw new Error("auth is not ready");
      return api;
    },
  });
  const auth = betterAuth({
    appName: "Firstly",
    hooks,
    baseURL: options.baseURL,
    basePath: "/api/auth",
    secret: options.secret,
    // BASE_URL (+ TRUSTED_ORIGINS), or when BASE_URL is unset the address the browser used, so
    // sign-up works at 127.0.0.1 or a LAN address out of the box (the origin check runs first)
    trustedOrigins: (request) =>
      request ? allowedOrigins(originPolicy, request) : [options.baseURL, ...env.TRUSTED_ORIGINS],
    logger: {
      level: "warn",
      // better-auth passes errors (whose messages can hold SQL parameters) as extra arguments;
      // only its own message and the error's class are kept
      log: (level, message, ...args) => {
        const errorName = args.find((a): a is Error => a instanceof Error)?.name;
        const line = { source: "better-auth", ...(errorName ? { errorName } : {}) };
        const text = message.split(":")[0]?.slice(0, 120) ?? "auth";
        if (level === "error") options.log.error(text, line);
        else if (level === "warn") options.log.warn(text, line);
        else options.log.debug(text, line);
      },
    },
    telemetry: { enabled: false },
    // better-auth would print every refusal (wrong password, used code) to the console itself;
    // refusals are answers, not faults: only unexpected errors reach our log, by class only
    onAPIError: {
      onError: (error) => {
        if (error instanceof APIError && error.statusCode < 500) return;
        options.log.error("auth.endpoint_failed", safeErrorFields(error));
      },
    },
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      // docs/behaviour/calls.md#authentication password recovery: a single-use link that expires;
      // every session ends after it
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        // a guest has no address to write to; the answer is the same either way
        if (user.email.endsWith(`@${GUEST_EMAIL_DOMAIN}`)) return;
        // the link opens at the address the person used (decision 0024)
        const origin = mailOrigin(originPolicy, options.baseURL, request);
        await sendQuietly(
          options.mailer,
          resetPasswordMail(user.email, resetPasswordUrl(origin, token)),
          (e) => options.log.error("mail.reset_failed", safeErrorFields(e)),
        );
      },
    },
    emailVerification: {
      // used for an email change: the confirmation goes to the new address
      // (docs/behaviour/states.md)
      sendVerificationEmail: async ({ user, url }, request) => {
        const link = withOrigin(url, mailOrigin(originPolicy, options.baseURL, request));
        await sendQuietly(options.mailer, changeEmailMail(user.email, link), (e) =>
          options.log.error("mail.verification_failed", safeErrorFields(e)),
        );
      },
    },
    user: {
      changeEmail: { enabled: true },
      // Delete my account: the password (or, for a Google-only account, a recent sign-in) is
      // required by better-auth; every table keyed to the user cascades from the user row
      deleteUser: {
        enabled: true,
        // guest thoughts still waiting to join the account go with it (decision 0024)
        beforeDelete: async (user) => {
          await options.beforeUserDeleted(user.id);
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: ["google"],
        // linking from Settings happens while signed in: the Google address may differ
        // (docs/behaviour/calls.md#authentication)
        allowDifferentEmails: true,
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 200,
      customRules: {
        "/sign-in/email": { window, max },
        "/sign-up/email": { window, max },
        "/sign-in/anonymous": { window: 60, max: env.AUTH_GUEST_RATE_LIMIT_MAX },
        "/two-factor/*": { window: 10, max: env.AUTH_CODE_RATE_LIMIT_MAX },
      },
    },
    advanced: {
      // The server sets this header itself from the socket (or a trusted proxy); clients can't.
      ipAddress: { ipAddressHeaders: ["x-firstly-client-ip"] },
      useSecureCookies: options.baseURL.startsWith("https://"),
    },
    plugins: [
      anonymous({
        emailDomainName: GUEST_EMAIL_DOMAIN,
        generateName: () => "Guest",
        // the guest is deleted by the migration once nothing of it waits for room (issue 25)
        disableDeleteAnonymousUser: true,
        // what fits the account's month moves, the rest waits with the guest: the sign-in stands
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await options.onGuestLinked(anonymousUser.user.id, newUser.user.id);
        },
      }),
      genericOAuth({ config: google }),
      // TOTP with any authenticator app, 10 single-use backup codes (stored encrypted), 5 tries per
      // sign-in challenge and a 15-minute lock after 10 wrong codes; a code works once (two-factor.ts)
      twoFactor({ issuer: "Firstly", backupCodeOptions: { amount: 10, length: 10 } }),
      // documents /api/auth/* for /api/openapi.json; its reference page would load a CDN script
      openAPI({ disableDefaultReference: true }),
    ],
  });
  api = auth.api;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
