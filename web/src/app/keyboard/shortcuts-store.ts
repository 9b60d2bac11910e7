import { createStore } from "../../lib/create-store";

/** Whether the '?' sheet listing the keyboard shortcuts is open. */
export const shortcutsSheetStore = createStore(false);
