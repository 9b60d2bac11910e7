import { createServerLoad } from "./jobs/server-load";
import type { Agent } from "node:https";
import type { Env } from "./env";
import type { Database } from "./db/open-database";
import type { AppDeps } from "./context";
import { createAuth } from "./auth/create-auth";
import { loadSecret } from "./auth/load-secret";
import { SessionCache } from "./auth/session-cache";
import { createMailer } from "./mail/mailer";
import { createLocalNotifier, createPgNotifier } from "./realtime/notifier";
import { createLogger, type Logger } from "./logger";
import { createScorer } from "./scoring/create-scorer";
import { migrateGuestData } from "./use-cases/account/migrate-guest-data";
import { deleteWaitingGuests } from "./use-cases/account/guest-arrival";
import { createEngineFromEnv } from "./ai/engine-from-env";
import { createOpenAiChatClient } from "./ai/openai-chat-client";
import { createOpenAiTranscriptionClient } from "./ai/openai-transcription-client";
import { createDbScoreCache } from "./scoring/db-score-cache";
import { createBilling } from "./billing/billing";
import { createPushFromEnv } from "./push/push-from-env";
import { createMediaStoreFromEnv } from "./media/media-store-from-env";
import { createImageGeneratorFromEnv } from "./images/image-generator-from-env";

export const VERSION = "0.1.0";

/** Wires every dependency once; used by main.ts and by tests (with a fresh database each). */
export async function createDeps(
  env: Env,
  database: Database,
  overrides: { log?: Logger; now?: () => Date; pushAgent?: Agent } = {},
): Promise<AppDeps> {
  const log = overrides.log ?? createLogger(env.LOG_LEVEL);
  const now = overrides.now ?? (() => new Date());
  const baseURL = env.BASE_URL ?? `http://localhost:${env.PORT}`;
  const notifier = database.pool
    ? await createPgNotifier(database.pool, (msg, data) => log.warn(msg, data))
    : createLocalNotifier();
  const modelEngine = env.AI_BASE_URL
    ? createEngineFromEnv(
        {
          AI_BASE_URL: env.AI_BASE_URL,
          AI_API_KEY: env.AI_API_KEY,
          AI_MODEL: env.AI_MODEL,
          AI_SCORING_MODE: env.AI_SCORING_MODE,
          AI_CONTEXT_ADJUSTMENT: env.AI_CONTEXT_ADJUSTMENT,
        },
        createDbScoreCache(database.db),
      )
    : null;
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
    log,
  });
  const sessions = new SessionCache();
  notifier.onSessionsChanged(() => sessions.clear());
  const chat = env.AI_BASE_URL
    ? createOpenAiChatClient({
        baseURL: env.AI_BASE_URL,
        apiKey: env.AI_API_KEY,
        model: env.AI_MODEL,
      })
    : null;
  const billing = createBilling(env, now);
  notifier.onBillingChanged((userId) => billing.statusCache.forget(userId));
  const scorer = createScorer({ env, db: database.db, notifier, log, now, modelEngine });
  const deps: AppDeps = {
    env,
    database,
    db: database.db,
    notifier,
    sessions,
    mailer,
    scorer,
    chat,
    billing,
    push: createPushFromEnv(env, log, overrides.pushAgent),
    transcriber:
      env.AI_BASE_URL && env.AI_TRANSCRIBE_MODEL
        ? createOpenAiTranscriptionClient({
            baseURL: env.AI_BASE_URL,
            apiKey: env.AI_API_KEY,
            model: env.AI_TRANSCRIBE_MODEL,
            now: () => now().getTime(),
          })
        : null,
    log,
    now,
    version: VERSION,
    media: createMediaStoreFromEnv(env),
    images: createImageGeneratorFromEnv(env),
    load: createServerLoad(),
    auth: createAuth({
      db: database.db,
      env,
      secret: loadSecret(env.AUTH_SECRET, env.DATA_DIR),
      baseURL,
      log,
      mailer,
      // guest thoughts still waiting to join the account go with it (decision 0024)
      beforeUserDeleted: (userId) => deleteWaitingGuests({ db: database.db }, userId),
      onGuestLinked: async (guestUserId, userId) => {
        const { moved, waiting } = await migrateGuestData({
          db: database.db,
          scorer,
          notifier,
          guestUserId,
          userId,
          now: now(),
          freeMonthly: billing.freeMonthlyLimit,
        });
        log.info("guest.migrated", { guestUserId, userId, moved, waiting });
      },
    }),
  };
  return deps;
}
