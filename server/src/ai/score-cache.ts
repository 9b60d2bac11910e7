import { createHash } from "node:crypto";

export interface CachedScore {
  score: number;
  reasoning: string;
}

/**
 * Model scores keyed by `scoreCacheKey`, so an unchanged (model, goal, task) pair is never paid
 * for twice. Only valid scores are stored, never UNSCORED. The server adds a DB-backed one.
 */
export interface ScoreCache {
  getMany(keys: string[]): Promise<Map<string, CachedScore>>;
  setMany(entries: Iterable<readonly [string, CachedScore]>): Promise<void>;
}

/** sha256 over model, goal text and task text (NUL-separated so fields cannot run together). */
export function scoreCacheKey(model: string, goalText: string, taskText: string): string {
  return createHash("sha256").update(`${model}\u0000${goalText}\u0000${taskText}`).digest("hex");
}

/** In-process cache; optional `maxEntries` drops the oldest entries first. */
export function createMemoryScoreCache(
  maxEntries = 100_000,
): ScoreCache & { readonly size: number } {
  const store = new Map<string, CachedScore>();
  return {
    get size() {
      return store.size;
    },
    async getMany(keys) {
      const found = new Map<string, CachedScore>();
      for (const key of keys) {
        const hit = store.get(key);
        if (hit) found.set(key, hit);
      }
      return found;
    },
    async setMany(entries) {
      for (const [key, value] of entries) {
        store.delete(key);
        store.set(key, value);
        if (store.size > maxEntries) {
          const oldest = store.keys().next();
          if (!oldest.done) store.delete(oldest.value);
        }
      }
    },
  };
}
