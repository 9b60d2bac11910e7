import { EventEmitter } from "node:events";
import type pg from "pg";
import type { ChangeEvent } from "@firstly/core/contract/session";

/** Fans change events out to a user's open event streams, on this instance or all of them. */
export interface Notifier {
  /** after the commit: the event, to this person's streams on every instance */
  publish(userId: string, event: ChangeEvent): void;
  /**
   * After a write that kept the list trigger silent (`ANNOUNCED_AFTER_COMMIT`, db/person-lock.ts)
   * committed: the change to this person's list, then the event, to every instance.
   */
  publishWritten(userId: string, event: ChangeEvent): void;
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
    // one process: `Database.writes` counts the write, the trigger's notice has no listener
    publishWritten: (userId, event) => emitter.emit(userId, event),
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

/** PostgreSQL refuses a notification payload of 8,000 bytes or more */
const PAYLOAD_MAX = 7_900;

type Notice =
  | { userId: string; event: ChangeEvent }
  | { sessions: true }
  | { list: string }
  | { billing: string };

/**
 * Notices as payloads: a JSON array of as many as fit in one notification. A notice too long to
 * share one goes alone, as it always did (and the database refuses it if it is over the limit).
 */
export function packNotices(notices: readonly string[]): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let length = 2;
  for (const notice of notices) {
    const bytes = Buffer.byteLength(notice);
    if (current.length > 0 && length + bytes + 1 > PAYLOAD_MAX) {
      payloads.push(`[${current.join(",")}]`);
      current = [];
      length = 2;
    }
    current.push(notice);
    length += bytes + 1;
  }
  if (current.length > 0) payloads.push(`[${current.join(",")}]`);
  return payloads;
}

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

  const onNotice = (payload: Notice) => {
    if ("list" in payload) {
      if (listChanges.size >= LIST_CHANGES_MAX) {
        listChanges.clear();
        generation += 1;
      }
      listChanges.set(payload.list, (listChanges.get(payload.list) ?? 0) + 1);
    } else if ("sessions" in payload) local.publishSessionsChanged();
    else if ("billing" in payload) local.publishBillingChanged(payload.billing);
    else local.publish(payload.userId, payload.event);
  };

  const onNotification = (msg: pg.Notification) => {
    if (!msg.payload) return;
    try {
      // the app's own notices travel in batches (`send`), the trigger's one by one
      const payload = JSON.parse(msg.payload) as Notice | Notice[];
      if (Array.isArray(payload)) payload.forEach(onNotice);
      else onNotice(payload);
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

  /**
   * The app's notices, sent after their writes' commits and batched: whatever was published while
   * the last batch was on its way goes in the next, as few notifications as fit (`packNotices`),
   * in one statement of its own transaction. That transaction writes nothing, so the lock a
   * notification holds through its commit is held for no flush to disk, and a busy server sends
   * one statement for many writes instead of one each.
   */
  let waiting: string[] = [];
  let sending: Promise<void> | null = null;
  function send(notice: Notice): void {
    // after shutdown began the pool may have ended: nobody is listening any more
    if (closed) return;
    waiting.push(JSON.stringify(notice));
    sending ??= new Promise((resolve) => setImmediate(resolve)).then(flush);
  }
  async function flush(): Promise<void> {
    while (waiting.length > 0) {
      const payloads = packNotices(waiting);
      waiting = [];
      await pool
        .query("select pg_notify($1, p) from unnest($2::text[]) as p", [CHANNEL, payloads])
        .catch((error: unknown) => {
          log("notifier.publish_failed", { error: String(error) });
        });
    }
    sending = null;
  }

  await listen();
  return {
    publish: (userId, event) => send({ userId, event }),
    publishWritten(userId, event) {
      // the list first: an instance that hears the event and is asked for the list has dropped it
      send({ list: userId });
      send({ userId, event });
    },
    subscribe: (userId, listenerFn) => local.subscribe(userId, listenerFn),
    publishSessionsChanged() {
      // this instance at once; the others when the notification arrives (milliseconds)
      local.publishSessionsChanged();
      send({ sessions: true });
    },
    onSessionsChanged: (listenerFn) => local.onSessionsChanged(listenerFn),
    publishBillingChanged(userId) {
      // like sessions: this instance at once, the others when the notification arrives
      local.publishBillingChanged(userId);
      send({ billing: userId });
    },
    onBillingChanged: (listenerFn) => local.onBillingChanged(listenerFn),
    listToken: (userId) =>
      listener && !closed ? `${generation}.${listChanges.get(userId) ?? 0}` : null,
    async close() {
      // what was published before the shutdown still goes out, unless the database does not answer
      await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
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
