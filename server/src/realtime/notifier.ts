import { EventEmitter } from "node:events";
import type pg from "pg";
import type { ChangeEvent } from "@firstly/core/contract/session";

/** Fans change events out to a user's open event streams, on this instance or all of them. */
export interface Notifier {
  publish(userId: string, event: ChangeEvent): void;
  subscribe(userId: string, listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process (PGlite): an in-memory emitter is the whole fan-out. */
export function createLocalNotifier(): Notifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (userId, event) => emitter.emit(userId, event),
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

const CHANNEL = "firstly_changes";

/** N instances on PostgreSQL: LISTEN/NOTIFY carries every event to every instance. */
export async function createPgNotifier(
  pool: pg.Pool,
  log: (msg: string, data?: object) => void,
): Promise<Notifier> {
  const local = createLocalNotifier();
  const listener = await pool.connect();
  listener.on("notification", (msg) => {
    if (!msg.payload) return;
    try {
      const { userId, event } = JSON.parse(msg.payload) as { userId: string; event: ChangeEvent };
      local.publish(userId, event);
    } catch (error) {
      log("notifier.bad_payload", { error: String(error) });
    }
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    publish(userId, event) {
      pool
        .query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify({ userId, event })])
        .catch((error: unknown) => {
          log("notifier.publish_failed", { error: String(error) });
        });
    },
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    async close() {
      await local.close();
      listener.release();
    },
  };
}
