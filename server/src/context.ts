import type { ServerLoad } from "./jobs/server-load";
import type { ChatClient } from "./ai/chat-client";
import type { TranscriptionClient } from "./ai/transcription-client";
import type { Env } from "./env";
import type { Database, Db } from "./db/open-database";
import type { Auth } from "./auth/create-auth";
import type { Notifier } from "./realtime/notifier";
import type { SessionCache } from "./auth/session-cache";
import type { Mailer } from "./mail/mailer";
import type { Logger } from "./logger";
import type { Scorer } from "./scoring/scorer";
import type { Billing } from "./billing/billing";
import type { PushSender } from "./push/push-sender";
import type { MediaStore } from "./media/media-store";
import type { ImageGenerator } from "./images/image-generator";
import type { SessionUser } from "./auth/session-user";

/** Everything a route or use case may need, built once in main.ts (or per test). */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  notifier: Notifier;
  /** sessions this process resolved in the last minute (emptied by every auth/account write) */
  sessions: SessionCache;
  mailer: Mailer;
  scorer: Scorer;
  /** the configured model's chat client (AI_BASE_URL), or null: the built-in engine answers */
  chat: ChatClient | null;
  /** Stripe (or null: billing off), the 5-minute subscription cache */
  billing: Billing;
  /** Web Push with this server's VAPID keys; null when the keys could not be loaded or kept */
  push: PushSender | null;
  /** speech-to-text (AI_BASE_URL + AI_TRANSCRIBE_MODEL), or null: voice input is unavailable */
  transcriber: TranscriptionClient | null;
  log: Logger;
  now: () => Date;
  version: string;
  /** stored files' bytes: DATA_DIR/media, or S3 when S3_BUCKET is set */
  media: MediaStore;
  /** the image model (AI_IMAGE_MODEL), or the built-in artwork generator */
  images: ImageGenerator;
  /** when people's requests last arrived: the job worker draws pictures in the quiet moments */
  load: ServerLoad;
}

export type { SessionUser } from "./auth/session-user";

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    requestId: string;
    /** the personal access token this request authenticated with (issue #29), or null */
    accessToken: { id: string; scope: "read" | "write" } | null;
  };
};
