import { createStore } from "../../lib/create-store";

/**
 * docs/behaviour/states.md#guest-migration guest migration dialog: idle, migrating, success (closes
 * after 2 s), error (after 3 s).
 */
export type MigrationState = "idle" | "migrating" | "success" | "error";

export const MIGRATION_SUCCESS_CLOSE_MS = 2_000;
export const MIGRATION_ERROR_CLOSE_MS = 3_000;

export const migrationStore = createStore<MigrationState>("idle");

let closeTimer: ReturnType<typeof setTimeout> | undefined;

export function setMigrationState(state: MigrationState): void {
  clearTimeout(closeTimer);
  migrationStore.set(state);
  if (state === "success" || state === "error") {
    closeTimer = setTimeout(
      () => migrationStore.set("idle"),
      state === "success" ? MIGRATION_SUCCESS_CLOSE_MS : MIGRATION_ERROR_CLOSE_MS,
    );
  }
}
