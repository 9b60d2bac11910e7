import { openAuthSheet } from "../lib/auth-sheet-store";

/** Sign In and Sign Up for a guest: they open the 'Welcome Home' sheet in the matching mode. */
export function GuestAuthButtons() {
  return (
    <div className="grid grid-cols-2 gap-2">
      <button
        type="button"
        onClick={() => openAuthSheet("login")}
        className="h-10 rounded-xl border border-line bg-surface font-medium"
      >
        Sign In
      </button>
      <button
        type="button"
        onClick={() => openAuthSheet("signup")}
        className="h-10 rounded-xl bg-accent font-medium text-accent-ink"
      >
        Sign Up
      </button>
    </div>
  );
}
