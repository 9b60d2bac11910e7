import { useEffect } from "react";
import { toast } from "sonner";
import { messages } from "@firstly/core/contract/errors";
import { GOOGLE_FAILED_QUERY } from "../features/auth/api/submit-auth";
import { ScrollRestoration, useLocation, useNavigate } from "react-router";
import { useGuestBootstrap } from "../features/auth/api/guest-session";
import { AuthSheet } from "../features/auth/components/auth-sheet";
import { MigrationDialog } from "../features/auth/components/migration-dialog";
import { LimitDialog } from "../components/limit-dialog";
import { OnboardingHost } from "../features/onboarding/onboarding-host";
import { hasPendingThought } from "../features/tasks/pending-thought";
import { paths } from "../lib/paths";
import { useMe } from "../lib/queries/session";
import { useLiveEvents } from "./live-events";
import { AddFab } from "./shell/add-fab";
import { AnimatedOutlet } from "./shell/animated-outlet";
import { SideMenu } from "./shell/side-menu";

/** The frame around every screen: session, live updates, side menu, sheet, dialogs, add button. */
export function RootLayout() {
  useGuestBootstrap();
  const me = useMe();
  useLiveEvents(me.data?.user?.id ?? null);
  useResumePendingThought();
  useGoogleFailureNotice();
  return (
    <div className="min-h-dvh">
      <AnimatedOutlet />
      <ScrollRestoration />
      <AddFab />
      <SideMenu />
      <AuthSheet />
      <MigrationDialog />
      <LimitDialog />
      <OnboardingHost />
    </div>
  );
}

/** SPEC §2: a thought saved locally less than 10 minutes ago reopens Add Thought on load. */
function useResumePendingThought() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === paths.home && hasPendingThought(Date.now())) void navigate(paths.add);
    // only on first load, not on every return home
  }, []);
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
