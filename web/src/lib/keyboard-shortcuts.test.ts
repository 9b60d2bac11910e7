import { describe, expect, it } from "vitest";
import { commandFor, isSaveChord, isTypingTarget } from "./keyboard-shortcuts";

const press = (key: string, target: EventTarget | null = document.body, mods = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  target,
  ...mods,
});

describe("keyboard shortcuts", () => {
  it("q and n open Add Thought, in either case; ? lists the shortcuts", () => {
    expect(commandFor(press("q"), false)).toBe("add-thought");
    expect(commandFor(press("N"), false)).toBe("add-thought");
    expect(commandFor(press("?"), false)).toBe("show-shortcuts");
    expect(commandFor(press("x"), false)).toBeNull();
  });

  it("a letter typed into a field is text, not a command", () => {
    const input = document.createElement("input");
    const textarea = document.createElement("textarea");
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    document.body.append(editable);
    for (const target of [input, textarea])
      expect(commandFor(press("q", target), false)).toBeNull();
    expect(isTypingTarget(editable)).toBe(true);
    const checkbox = document.createElement("input");
    checkbox.type = "checkbox";
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(commandFor(press("q", checkbox), false)).toBe("add-thought");
  });

  it("keys with a modifier, held keys and keys under an open dialog are left alone", () => {
    expect(commandFor(press("q", document.body, { ctrlKey: true }), false)).toBeNull();
    expect(commandFor(press("n", document.body, { metaKey: true }), false)).toBeNull();
    expect(commandFor(press("q", document.body, { repeat: true }), false)).toBeNull();
    expect(commandFor(press("q"), true)).toBeNull();
    expect(commandFor(press("?"), true)).toBeNull();
  });

  it("Ctrl+Enter and Cmd+Enter save; Enter alone adds a line", () => {
    expect(isSaveChord({ key: "Enter", ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSaveChord({ key: "Enter", ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSaveChord({ key: "Enter", ctrlKey: false, metaKey: false })).toBe(false);
  });
});
