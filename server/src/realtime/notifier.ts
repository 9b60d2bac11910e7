import { EventEmitter } from "node:events";
import type pg from "pg";
import type { ChangeEvent } from "@firstly/core/contract/session";
import { SqlText, sqlText } from "../db/literal-sql";

/**
 * A change event a write carries: its `text` is the SQL expression (`pg_notify(…)` with literals),
 * and `channel` and `payload` the same as values, for a prepared statement's parameters.
 */
export class InWriteEvent extends SqlText {
  constructor(
    readonly channel: string,
    readonly payload: string,
  ) {
    super(sqlText`pg_notify(${channel}, ${payload})`.text);
  }
}

/** Fans change events out to a user's open event streams, on this instance or all of them. */
export interface Notifier {
  publish(userId: string, event: ChangeEvent): void;
  /**
   * The same event as an SQL expression a write can carry (in its `returning`), so it is sent by
   * the database when that write commits, with no statement of its own; null where events do not
   * travel through the database (one process): then `publish` after the commit.
   */
  publishInWrite(userId: string, event: ChangeEvent): InWriteEvent | null;
  subscribe(userId: string, listener: (event: ChangeEvent) => void): () => void;
  /** tells every instance that sessions or accounts changed (their session caches empty) */
  publishSessionsChanged(): void;
  onSessionsChanged(listener: () => void): () => void;
  /** tells every instance that this person's subscription changed (their status caches forget it) */
  publishBillingChanged(userId: string): void;
  onBillingChanged(listener: (userId: string) => void): () => void;
  /**
   * Changes whenever another instance may have changed this person's tasks or goals (a database
   * trigger notifies every write to them, whoever made it); null while that cannot be known (the
   * listening connection is down), so nothing may be kept. This process's own writes are counted
   * by `Database.writes`.
   */
  listToken(userId: string): string | null;
  close(): Promise<void>;
}

/** A reserved emitter key: user ids are uuids/nanoids and never look like this. */
const SESSIONS_KEY = "#sessions";
const BILLING_KEY = "#billing";

/** One process (PGlite): an in-memory emitter is the whole fan-out. */
export function createLocalNotifier(): Notifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (userId, event) => emitter.emit(userId, event),
    publishInWrite: () => null,
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    publishSessionsChanged: () => emitter.emit(SESSIONS_KEY),
    onSessionsChanged(listener) {
      emitter.on(SESSIONS_KEY, listener);
      return () => emitter.off(SESSIONS_KEY, listener);
    },
    publishBillingChanged: (userId) => emitter.emit(BILLING_KEY, userId),
    onBillingChanged(listener) {
      emitter.on(BILLING_KEY, listener);
      return () => emitter.off(BILLING_KEY, listener);
    },
    // one process writes everything, and `Database.writes` counts it
    listToken: () => "",
    close: async () => void emitter.removeAllListeners(),
  };
}

const CHANNEL = "firstly_changes";

/**
 * N instances on PostgreSQL: LISTEN/NOTIFY carries every event to every instance. The listening
 * connection is re-established if it dies (database restart), so live updates resume by themselves.
 */
export async function createPgNotifier(
  pool: pg.Pool,
  log: (msg: string, data?: object) => void,
): Promise<Notifier> {
  const local = createLocalNotifier();
  let listener: pg.PoolClient | null = null;
  let closed = false;
  // per person, how many list changes were announced; `generation` moves whenever notifications
  // may have been missed (a new listening connection) or the map is emptied to bound it
  const listChanges = new Map<string, number>();
  let generation = 0;
  const LIST_CHANGES_MAX = 10_000;

  const onNotification = (msg: pg.Notification) => {
    if (!msg.payload) return;
    try {
      const payload = JSON.parse(msg.payload) as
        | { userId: string; event: ChangeEvent }
        | { sessions: true }
        | { list: string }
        | { billing: string };
      if ("list" in payload) {
        if (listChanges.size >= LIST_CHANGES_MAX) {
          listChanges.clear();
          generation += 1;
        }
        listChanges.set(payload.list, (listChanges.get(payload.list) ?? 0) + 1);
      } else if ("sessions" in payload) local.publishSessionsChanged();
      else if ("billing" in payload) local.publishBillingChanged(payload.billing);
      else local.publish(payload.userId, payload.event);
    } catch (error) {
      log("notifier.bad_payload", { error: String(error) });
    }
  };

  let detach: (() => void) | null = null;

  async function listen(): Promise<void> {
    const client = await pool.connect();
    let isReleased = false;
    const onError = (error: Error) => {
      log("notifier.connection_lost", { error: String(error) });
      if (listener === client) listener = null;
      if (!isReleased) {
        isReleased = true;
        client.release(error);
      }
      if (!closed) setTimeout(() => void reconnect(), 1_000).unref();
    };
    client.on("notification", onNotification);
    client.on("error", onError);
    // hands the client back to the pool without our handlers (the pool watches idle clients itself)
    detach = () => {
      client.off("notification", onNotification);
      client.off("error", onError);
      if (!isReleased) {
        isReleased = true;
        client.release();
      }
    };
    await client.query(`LISTEN ${CHANNEL}`);
    generation += 1;
    listener = client;
  }

  async function reconnect(): Promise<void> {
    if (closed || listener) return;
    try {
      await listen();
      log("notifier.reconnected");
    } catch (error) {
      log("notifier.reconnect_failed", { error: String(error) });
      setTimeout(() => void reconnect(), 2_000).unref();
    }
  }

  await listen();
  return {
    publish(userId, event) {
      // after shutdown began the pool may have ended: nobody is listening any more
      if (closed) return;
      pool
        .query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify({ userId, event })])
        .catch((error: unknown) => {
          log("notifier.publish_failed", { error: String(error) });
        });
    },
    publishInWrite: (userId, event) => new InWriteEvent(CHANNEL, JSON.stringify({ userId, event })),
    subscribe: (userId, listenerFn) => local.subscribe(userId, listenerFn),
    publishSessionsChanged() {
      // this instance at once; the others when the notification arrives (milliseconds)
      local.publishSessionsChanged();
      if (closed) return;
      pool
        .query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify({ sessions: true })])
        .catch((error: unknown) => {
          log("notifier.publish_failed", { error: String(error) });
        });
    },
    onSessionsChanged: (listenerFn) => local.onSessionsChanged(listenerFn),
    publishBillingChanged(userId) {
      // like sessions: this instance at once, the others when the notification arrives
      local.publishBillingChanged(userId);
      if (closed) return;
      pool
        .query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify({ billing: userId })])
        .catch((error: unknown) => {
          log("notifier.publish_failed", { error: String(error) });
        });
    },
    onBillingChanged: (listenerFn) => local.onBillingChanged(listenerFn),
    listToken: (userId) =>
      listener && !closed ? `${generation}.${listChanges.get(userId) ?? 0}` : null,
    async close() {
      closed = true;
      await local.close();
      const client = listener;
      listener = null;
      if (client) await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      detach?.();
      detach = null;
    },
  };
}
