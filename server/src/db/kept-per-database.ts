/**
 * What this process keeps about a person or a thought between requests, per database: a person's
 * list as last sent, their learner, the row a write last produced, the context of their last
 * create. At most `max` keys per database (the one kept longest ago goes first) and, with `ms`,
 * for that long. Held by the database object in a WeakMap, so a database that is closed and let go
 * (a test's) takes what was kept for it along. Nothing kept here is trusted on its own: each user
 * checks it against the database (a version, a fingerprint, a guarded write) before relying on it.
 */
export class KeptPerDatabase<V> {
  private readonly byDatabase = new WeakMap<object, Map<string, { value: V; at: number }>>();

  constructor(private readonly limits: { max: number; ms?: number }) {}

  get(database: object, key: string): V | undefined {
    const kept = this.byDatabase.get(database);
    const entry = kept?.get(key);
    if (!entry) return undefined;
    if (this.limits.ms !== undefined && Date.now() - entry.at > this.limits.ms) {
      kept?.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(database: object, key: string, value: V): void {
    let kept = this.byDatabase.get(database);
    if (!kept) {
      kept = new Map();
      this.byDatabase.set(database, kept);
    }
    // kept again: to the end of the order, so the key kept longest ago is the first one
    kept.delete(key);
    if (kept.size >= this.limits.max) kept.delete(kept.keys().next().value ?? "");
    kept.set(key, { value, at: Date.now() });
  }

  delete(database: object, key: string): void {
    this.byDatabase.get(database)?.delete(key);
  }
}
