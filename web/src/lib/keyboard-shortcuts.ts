/**
 * The app's keyboard shortcuts: one table that the key handler, the '?' sheet and help read, so
 * what the sheet lists is what the keys do.
 */
export interface Shortcut {
  keys: readonly string[];
  does: string;
}

/** Keys that open Add Thought from any screen (q as Todoist users expect, n for "new"). */
export const ADD_THOUGHT_KEYS: readonly string[] = ["q", "n"];

export const shortcuts: readonly Shortcut[] = [
  { keys: ["Q", "N"], does: "Add a thought, from any screen" },
  { keys: ["Ctrl/⌘ + Enter"], does: "Save the thought (Done)" },
  { keys: ["Esc"], does: "Close Add Thought and keep the draft" },
  { keys: ["?"], does: "Show these shortcuts" },
];

/** Whether a key press happens while the person is typing, where a letter is text, not a command. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]'))
    return true;
  const tag = target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag !== "INPUT") return false;
  const type = (target as HTMLInputElement).type;
  // buttons dressed as inputs take no text
  return !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file"].includes(
    type,
  );
}

export type ShortcutCommand = "add-thought" | "show-shortcuts";

/**
 * What a key press outside a text field asks for, or null. Modified keys belong to the browser
 * and the system; an open dialog keeps its own keys (its focus trap holds the page behind it).
 */
export function commandFor(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "repeat" | "target">,
  hasOpenDialog: boolean,
): ShortcutCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return null;
  if (hasOpenDialog || isTypingTarget(event.target)) return null;
  if (event.key === "?") return "show-shortcuts";
  if (ADD_THOUGHT_KEYS.includes(event.key.toLowerCase())) return "add-thought";
  return null;
}

/** Ctrl+Enter, or Cmd+Enter on a Mac: save, wherever the focus is on the editing screen. */
export const isSaveChord = (event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">) =>
  event.key === "Enter" && (event.ctrlKey || event.metaKey);
