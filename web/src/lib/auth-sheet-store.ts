import { createStore } from "./create-store";

export type AuthMode = "login" | "signup";

/** The 'Welcome Home' sheet can be opened from anywhere (home, side menu, limit prompts). */
export const authSheetStore = createStore<{ open: boolean; mode: AuthMode }>({
  open: false,
  mode: "login",
});

export const openAuthSheet = (mode: AuthMode) => authSheetStore.set({ open: true, mode });
export const closeAuthSheet = () => authSheetStore.set((s) => ({ ...s, open: false }));
