import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { anonymous, genericOAuth, openAPI } from "better-auth/plugins";
import type { Env } from "../env";
import type { Db } from "../db/open-database";
import * as schema from "../db/schema";

export interface AuthOptions {
  db: Db;
  env: Env;
  secret: string;
  baseURL: string;
  /** moves a guest's data into the account they just signed up or signed in to */
  onGuestLinked: (guestUserId: string, userId: string) => Promise<void>;
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
  const window = env.AUTH_RATE_LIMIT_WINDOW_S;
  const max = env.AUTH_RATE_LIMIT_MAX;
  return betterAuth({
    appName: "Firstly",
    baseURL: options.baseURL,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: [options.baseURL],
    telemetry: { enabled: false },
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: { accountLinking: { enabled: true, trustedProviders: ["google"] } },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 200,
      customRules: {
        "/sign-in/email": { window, max },
        "/sign-up/email": { window, max },
        "/sign-in/anonymous": { window: 60, max: env.AUTH_GUEST_RATE_LIMIT_MAX },
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
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await options.onGuestLinked(anonymousUser.user.id, newUser.user.id);
        },
      }),
      genericOAuth({ config: google }),
      // documents /api/auth/* for /api/openapi.json; its reference page would load a CDN script
      openAPI({ disableDefaultReference: true }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
