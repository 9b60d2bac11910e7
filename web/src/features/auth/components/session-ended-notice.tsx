import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { LogIn, X } from "lucide-react";
import { openAuthSheet } from "../../../lib/auth-sheet-store";
import { paths } from "../../../lib/paths";
import { sessionEndedStore } from "../../../lib/session-ended";
import { Button, IconButton } from "../../../components/ui/button";

/**
 * Issue 25: a session ended elsewhere (a password reset on another device) is said, with Sign In;
 * the guest path stays open underneath (a guest session starts as on a first visit).
 */
export function SessionEndedNotice() {
  const person = sessionEndedStore.use((s) => s);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const hasEnded = person !== null;
  // once, when it ends: a screen of the person's own (a thought, a goal) has nothing left to
  // show, so home says why; Add Thought stays (what is typed there is kept for them)
  const leaveOwnScreen = useEffectEvent(() => {
    if (pathname !== paths.home && pathname !== paths.add)
      void navigate(paths.home, { replace: true });
  });
  useEffect(() => {
    if (hasEnded) leaveOwnScreen();
  }, [hasEnded]);
  if (!person) return null;
  return (
    <div className="fixed inset-x-0 top-3 z-40 flex justify-center px-3">
      <div
        role="alert"
        className="flex w-full max-w-md items-start gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-float"
      >
        <LogIn aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-ink">Your session ended</p>
          <p className="mt-0.5 text-ink-soft">
            You were signed out on this device
            {person.email ? (
              <>
                {" "}
                as <span className="font-medium text-ink">{person.email}</span>
              </>
            ) : null}
            , for example by a password change elsewhere. Sign in again to see your thoughts.
          </p>
          <Button
            onClick={() => {
              sessionEndedStore.set(null);
              openAuthSheet("login");
            }}
            size="sm"
            className="mt-2 font-semibold"
          >
            Sign In
          </Button>
        </div>
        <IconButton
          label="Continue without signing in"
          onClick={() => sessionEndedStore.set(null)}
          size="xs"
          className="shrink-0 text-muted"
        >
          <X aria-hidden className="size-4" />
        </IconButton>
      </div>
    </div>
  );
}
