import { createStore } from "../../lib/create-store";

/**
 * docs/behaviour/home.md#side-menu: the side menu toggles with a 50 ms debounce so a double tap
 * does not flicker it.
 */
export const SIDE_MENU_DEBOUNCE_MS = 50;

export const sideMenuStore = createStore(false);

let last = -Infinity;

export function toggleSideMenu(now = performance.now()): void {
  if (now - last < SIDE_MENU_DEBOUNCE_MS) return;
  last = now;
  sideMenuStore.set((open) => !open);
}

export const closeSideMenu = () => sideMenuStore.set(false);
