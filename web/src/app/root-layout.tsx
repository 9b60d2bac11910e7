import { lazy, Suspense, useEffect, useRef } from "react";
import { toast } from "../lib/toast";
import { messages } from "@firstly/core/contract/errors";
import { GOOGLE_FAILED_QUERY } from "../features/auth/api/google-failed";
import { ScrollRestoration, useLocation, useNavigate } from "react-router";
import { useGuestBootstrap } from "../features/auth/api/guest-session";
import { GuestStartNotice } from "../features/auth/components/guest-start-notice";
import { OnboardingHost } from "../features/onboarding/onboarding-host";
import { draftToResume, markPendingTask } from "../features/tasks/pending-task";
import { paths } from "../lib/paths";
import { useMe } from "../lib/queries/session";
import { useLiveEvents } from "./live-events";
import { useBillingReturn } from "../features/billing/use-billing-return";
import { AddFab } from "./shell/add-fab";
import { AnimatedOutlet } from "./shell/animated-outlet";
import {
  LazyAuthSheet,
  LazyLimitDialog,
  LazyMigrationDialog,
  LazySessionEndedNotice,
  LazyShortcutsDialog,
  LazySideMenu,
} from "./shell/lazy-overlays";
import { SkipToAdd } from "./shell/skip-to-add";
import { useKeyboardShortcuts } from "./keyboard/use-keyboard-shortcuts";

/** The offline line loads beside the first screen, not in the first page's JavaScript. */
const OfflineIndicator = lazy(async () => ({
  default: (await import("./shell/offline-indicator")).OfflineIndicator,
}));

/** The frame around every screen: session, live updates, side menu, sheet, dialogs, add button. */
export function RootLayout() {
  useGuestBootstrap();
  const me = useMe();
  useLiveEvents(me.data?.user?.id ?? null);
  useResumePendingTask();
  useGoogleFailureNotice();
  useBillingReturn();
  useKeyboardShortcuts();
  return (
    <div className="min-h-dvh">
      <SkipToAdd />
      <GuestStartNotice />
      <LazySessionEndedNotice />
      <AnimatedOutlet />
      <ScrollRestoration />
      <AddFab />
      <Suspense fallback={null}>
        <OfflineIndicator />
      </Suspense>
      <LazySideMenu />
      <LazyAuthSheet />
      <LazyMigrationDialog />
      <LazyLimitDialog />
      <LazyShortcutsDialog />
      <OnboardingHost />
    </div>
  );
}

/**
 * docs/behaviour/add-thought.md#pending-thought: a thought saved locally less than 10 minutes ago
 * reopens Add Thought when a signed-in person opens the app. Checked once per load, after the
 * session is known, and once per draft; never for a guest, nor for a draft the limit refused (it
 * waits on home: waiting-draft-note.tsx), so nothing loops home → Add Thought → limit → home.
 */
function useResumePendingTask() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const me = useMe();
  const checked = useRef(false);
  const user = me.data?.user;
  useEffect(() => {
    if (checked.current || !me.isSuccess) return;
    checked.current = true;
    const draft =
      user && !user.isGuest && pathname === paths.home ? draftToResume(Date.now()) : null;
    if (draft) {
      markPendingTask(draft.id, { resumed: true });
      void navigate(paths.add);
    }
  }, [me.isSuccess, user, pathname, navigate]);
}

/** A failed Google sign-in returns with ?google-failed=1: say so with the spec's text, then clear it. */
function useGoogleFailureNotice() {
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (!query.has(GOOGLE_FAILED_QUERY)) return;
    toast.error(messages.googleFailed);
    query.delete(GOOGLE_FAILED_QUERY);
    const rest = query.toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ""}`, { replace: true });
  }, [search, pathname, navigate]);
}
