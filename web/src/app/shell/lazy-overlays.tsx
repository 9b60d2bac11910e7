import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { authSheetStore } from "../../lib/auth-sheet-store";
import { limitDialogStore } from "../../lib/limit-prompt";
import { migrationStore } from "../../features/auth/migration-store";
import { closeSideMenu, sideMenuStore } from "./side-menu-store";
import { shortcutsSheetStore } from "../keyboard/shortcuts-store";
import { sessionEndedStore } from "../../lib/session-ended";

/**
 * The side menu, the sign-in sheet, the dialogs (with their dialog, drawer and animation
 * libraries) and the session-ended notice are not part of the first page's JavaScript: each loads
 * the first time it opens, and stays mounted afterwards so it can close with its animation. The
 * side menu, which people open soon and often, is fetched as soon as the browser is idle, so its
 * first open is instant too.
 */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => (loading ??= load().then((m) => ({ default: m[name] })));
  return { Component: lazy(preload), preload };
}

const sideMenu = lazyNamed(() => import("./side-menu"), "SideMenu");
const authSheet = lazyNamed(() => import("../../features/auth/components/auth-sheet"), "AuthSheet");
const limitDialog = lazyNamed(() => import("../../components/limit-dialog"), "LimitDialog");
const shortcutsDialog = lazyNamed(() => import("../keyboard/shortcuts-dialog"), "ShortcutsDialog");
const sessionEndedNotice = lazyNamed(
  () => import("../../features/auth/components/session-ended-notice"),
  "SessionEndedNotice",
);
const migrationDialog = lazyNamed(
  () => import("../../features/auth/components/migration-dialog"),
  "MigrationDialog",
);

/** true from the first render where `open` was true, for good */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function Mount({ when, Component }: { when: boolean; Component: ComponentType }) {
  if (!useOpenedOnce(when)) return null;
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}

export function LazySideMenu() {
  const open = sideMenuStore.use((s) => s);
  const { pathname } = useLocation();
  // a navigation closes the menu (a link in it, or the browser's back button); the first run of
  // this effect is no navigation: on a page the server drew, a tap on the menu button can land
  // between the takeover's commit (which frees the page) and its effects, and must not be undone
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeSideMenu();
  }, [pathname]);
  useEffect(() => {
    const host = window as Partial<Pick<Window, "requestIdleCallback">> & Window;
    const preload = () => void sideMenu.preload();
    if (host.requestIdleCallback) host.requestIdleCallback(preload, { timeout: 4_000 });
    else window.setTimeout(preload, 2_000);
  }, []);
  return <Mount when={open} Component={sideMenu.Component} />;
}

export function LazyAuthSheet() {
  return <Mount when={authSheetStore.use((s) => s.open)} Component={authSheet.Component} />;
}

export function LazyLimitDialog() {
  return <Mount when={limitDialogStore.use((s) => s.open)} Component={limitDialog.Component} />;
}

export function LazyMigrationDialog() {
  return (
    <Mount when={migrationStore.use((s) => s !== "idle")} Component={migrationDialog.Component} />
  );
}

export function LazyShortcutsDialog() {
  return <Mount when={shortcutsSheetStore.use((s) => s)} Component={shortcutsDialog.Component} />;
}

/** Issue 25: the notice that a session ended elsewhere, loaded when that happens. */
export function LazySessionEndedNotice() {
  return (
    <Mount
      when={sessionEndedStore.use((s) => s !== null)}
      Component={sessionEndedNotice.Component}
    />
  );
}
