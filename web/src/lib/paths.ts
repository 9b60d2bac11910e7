/** Typed path builders for every browser URL, built or reserved (see routes.tsx). */
export const paths = {
  home: "/",
  add: "/add",
  task: (id: string) => `/tasks/${encodeURIComponent(id)}`,
  /** docs/behaviour/note-editor.md add-note: the note editor for a new note ("new" is its :id) */
  newNote: "/notes/new",
  note: (id: string) => `/notes/${encodeURIComponent(id)}`,
  goal: "/goal",
  newSubtask: "/subtasks/new",
  subtask: (id: string) => `/subtasks/${encodeURIComponent(id)}`,
  completed: "/completed",
  settings: "/settings",
  search: "/search",
  searchCompleted: "/search/completed",
  help: "/help",
  analytics: "/analytics",
  resetPassword: "/reset-password",
  privacy: "/privacy",
  terms: "/terms",
  subscription: "/subscription",
  success: "/success",
  /** Settings → Import (issue #28) */
  importList: "/import",
} as const;
