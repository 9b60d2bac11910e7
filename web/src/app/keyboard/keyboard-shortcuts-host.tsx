import { useKeyboardShortcuts } from "./use-keyboard-shortcuts";

/**
 * The app's keys (q/n, ?, Esc's focus return), mounted by the root layout as a lazy part: the key
 * handling loads right after the first screen, not as part of the first page's JavaScript.
 */
export default function KeyboardShortcutsHost() {
  useKeyboardShortcuts();
  return null;
}
