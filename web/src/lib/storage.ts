/** localStorage helpers that never throw (private mode, quota, corrupt JSON). */
export const storageKeys = {
  guestSession: "firstly.guest-session",
  mobileColumns: "firstly.homepage-mobile-columns",
  pendingThought: "firstly.pending-thought",
  taskDraft: (id: string) => `firstly.task-draft.${id}`,
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: the in-memory state still holds the value
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignore
  }
}
