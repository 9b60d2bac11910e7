import { createStore } from "./create-store";

export type AuthMode = "login" | "signup";

/** The 'Welcome Home' sheet can be opened from anywhere (home, side menu, limit prompts). */
export const authSheetStore = createStore<{ open: boolean; mode: AuthMode; notice: string | null }>(
  { open: false, mode: "login", notice: null },
);

/**
 * `notice`: why the sheet opened by itself (the docs/behaviour/messages.md#limits guest limit
 * text), shown above the form.
 */
export const openAuthSheet = (mode: AuthMode, notice: string | null = null) =>
  authSheetStore.set({ open: true, mode, notice });
export const closeAuthSheet = () => authSheetStore.set((s) => ({ ...s, open: false }));
