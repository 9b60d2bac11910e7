/** localStorage helpers that never throw (private mode, quota, corrupt JSON). */
export const storageKeys = {
  guestSession: "firstly.guest-session",
  mobileColumns: "firstly.homepage-mobile-columns",
  pendingTask: "firstly.pending-thought",
  taskDraft: (id: string) => `firstly.task-draft.${id}`,
  /** the note editor's unsent body (title and blocks), apart from the task view's draft */
  noteDraft: (id: string) => `firstly.note-draft.${id}`,
  /** the id of the note being written in add-note, until the server has it */
  newNote: "firstly.new-note",
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
