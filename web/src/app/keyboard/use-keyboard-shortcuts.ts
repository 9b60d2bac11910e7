import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../lib/paths";
import { rememberFocus, restoreFocus } from "./focus-return";
import { commandFor } from "../../lib/keyboard-shortcuts";
import { shortcutsSheetStore } from "./shortcuts-store";

/** A dialog that keeps the keyboard to itself: any open one but the drawers screens live in. */
function hasOpenDialog(): boolean {
  return (
    document.querySelector('[role="dialog"]:not([data-left-drawer]), [role="alertdialog"]') !== null
  );
}

const addButton = () => document.querySelector<HTMLElement>('a[aria-label="Add thought"]');

/**
 * The app-wide keys (see shortcuts.ts): q or n opens Add Thought from any screen, ? lists the
 * shortcuts; leaving Add Thought puts the focus back where it was.
 */
export function useKeyboardShortcuts(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = commandFor(event, hasOpenDialog());
      if (command === "add-thought" && window.location.pathname !== paths.add) {
        event.preventDefault();
        rememberFocus();
        void navigate(paths.add);
      } else if (command === "show-shortcuts") {
        event.preventDefault();
        shortcutsSheetStore.set(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [navigate]);

  useEffect(() => {
    if (previous.current === paths.add && pathname !== paths.add) restoreFocus(addButton);
    previous.current = pathname;
  }, [pathname]);
}
