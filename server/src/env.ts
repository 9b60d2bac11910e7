import { z } from "zod";
import { base64UrlByteLength, P256DH_BYTES } from "@firstly/core/contract/push";

/**
 * Environment, parsed once at start-up. Everything has an embedded default so `npm start` works on
 * a fresh machine with no keys and no services. `process.env` is read here and nowhere else.
 */
const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** public origin used for auth callbacks and links */
  BASE_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: bool,
  /** how many proxies append to X-Forwarded-For in front of the app (the client IP is that many from the right) */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** further origins allowed to write, comma-separated (BASE_URL is always allowed) */
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  AUTH_RATE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(3),
  /** new guest identities per client per minute */
  AUTH_GUEST_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** two-factor calls (codes, enrolment) per client per 10 s */
  AUTH_CODE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(3),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** OpenID discovery document; defaults to Google's. Tests point it at a local OIDC server. */
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default("https://accounts.google.com/.well-known/openid-configuration"),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  /** speech-to-text model at AI_BASE_URL (/audio/transcriptions), e.g. whisper-1; unset: no voice input */
  AI_TRANSCRIBE_MODEL: z.string().optional(),
  AI_SCORING_MODE: z.enum(["batch", "per-task"]).default("batch"),
  /**
   * docs/behaviour/limits.md#context-adjustment context adjustment after scoring (about 6× the
   * prompt tokens of batch scoring alone)
   */
  /**
   * An edit that follows another edit of the same thought within this long leaves the built-in
   * scores until the text has rested this long (use-cases/tasks/settle-scores.ts)
   */
  SCORE_SETTLE_MS: z.coerce.number().int().min(0).default(1_500),
  /** with a model: how long a thought's text must rest before the model rescores it (autosaves coalesce) */
  AI_RESCORE_SETTLE_MS: z.coerce.number().int().min(0).default(3_000),
  AI_CONTEXT_ADJUSTMENT: z.enum(["true", "false"]).default("true"),
  /** image model (OpenAI-compatible /images/generations); unset: the built-in artwork generator */
  AI_IMAGE_MODEL: z.string().optional(),
  /** where the image model answers; defaults to AI_BASE_URL (and AI_IMAGE_API_KEY to AI_API_KEY) */
  AI_IMAGE_BASE_URL: z.url().optional(),
  AI_IMAGE_API_KEY: z.string().optional(),
  AI_IMAGE_SIZE: z
    .string()
    .regex(/^\d{3,4}x\d{3,4}$/, "must look like 1024x1024")
    .default("1024x1024"),
  /**
   * new thoughts, goals and subtasks get a picture by themselves
   * (docs/behaviour/README.md#what-the-product-does and docs/behaviour/states.md#image-generation);
   * the built-in artwork always, the image model unless this is false (model spending opt-in, issue
   * #26)
   */
  AI_IMAGE_AUTO: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
  /**
   * docs/behaviour/limits.md#timing image timeout: one call's limit, and the wait before the one
   * automatic retry
   */
  IMAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  IMAGE_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(30_000),
  /** media (generated images, uploads) in any S3-compatible store; unset: DATA_DIR/media */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** path-style URLs (bucket in the path): MinIO, s3rver, most self-hosted stores */
  S3_FORCE_PATH_STYLE: bool,
  /** account mail (password reset, email change) over SMTP; unset: .eml files in DATA_DIR/outbox */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(3).default("Firstly <no-reply@firstly.app>"),
  /** shown in Help → Need More Help */
  SUPPORT_EMAIL: z.email().default("support@firstly.app"),
  /** billing (Stripe): the secret key and webhook signing secret go together; unset = billing off */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** the one Pro plan's monthly price (docs/behaviour/limits.md#plan) */
  STRIPE_PRICE_ID: z.string().min(3).optional(),
  /** Stripe's API address; tests and local runs point it at a stand-in (http://127.0.0.1:12111) */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * a signed-in free person's items a month (issue #26): default 25 with billing configured, no
   * monthly limit without it; 0 also means none. Guests keep their 5.
   */
  FREE_ITEMS_PER_MONTH: z.coerce.number().int().min(0).optional(),
  /** Web Push (VAPID) keys, base64url; unset: generated on first start and kept in DATA_DIR */
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(
      (v) => base64UrlByteLength(v) === P256DH_BYTES && v.startsWith("B"),
      "must be a base64url P-256 public key (65 bytes, e.g. from `npx web-push generate-vapid-keys`)",
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(
      (v) => base64UrlByteLength(v) === 32,
      "must be a base64url P-256 private key (32 bytes)",
    )
    .optional(),
  /** who push services may contact about our sends: mailto: or https: (default mailto:SUPPORT_EMAIL) */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
    .optional(),
  /**
   * send pushes to endpoints on this host or a private network (a self-hosted push service, the
   * tests' local one); off, only public addresses are reached
   */
  PUSH_ALLOW_PRIVATE_NETWORK: bool,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // a variable set to "" (common in compose files and .env templates) counts as unset
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new Error(
      "Invalid environment configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    );
  }
  const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PRICE_ID];
  if (stripe.some(Boolean) && !stripe.every(Boolean)) {
    throw new Error(
      "Invalid environment configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID must be set together",
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error(
      "Invalid environment configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together",
    );
  }
  if (env.AI_IMAGE_MODEL && !env.AI_IMAGE_BASE_URL && !env.AI_BASE_URL) {
    throw new Error(
      "Invalid environment configuration:\n  AI_IMAGE_MODEL needs AI_IMAGE_BASE_URL or AI_BASE_URL",
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid environment configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  return env;
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}
