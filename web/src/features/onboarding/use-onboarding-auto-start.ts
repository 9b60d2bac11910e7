import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { paths } from "../../lib/paths";
import { hasSeenOnboarding, onboardingStore, openOnboarding } from "../../lib/onboarding-store";

/** docs/behaviour/limits.md#timing: onboarding starts 1.5 s after the first item. */
export const ONBOARDING_DELAY_MS = 1_500;
/** How often a start held back by an open dialog looks again. */
const ONBOARDING_RETRY_MS = 500;

/**
 * docs/behaviour/onboarding-and-help.md#onboarding: onboarding starts by itself 1.5 s after the
 * person's total of thoughts plus goals goes from 0 to 1, unless they have seen it. It waits until
 * they are back on home, so nobody is pulled out of Add Thought, never opens over another dialog
 * (it waits for it to close), and does not start if the total has moved on meanwhile.
 * `total` is undefined while the lists load.
 */
export function useOnboardingAutoStart(total: number | undefined): void {
  const { pathname } = useLocation();
  const previous = useRef<number | undefined>(undefined);
  const armed = useRef(false);

  useEffect(() => {
    if (total === undefined) return;
    if (previous.current === 0 && total === 1 && !hasSeenOnboarding()) armed.current = true;
    if (total !== 1) armed.current = false;
    previous.current = total;
  }, [total]);

  useEffect(() => {
    if (!armed.current || pathname !== paths.home) return;
    let retry: ReturnType<typeof setInterval> | undefined;
    const tryOpen = () => {
      if (!armed.current || hasSeenOnboarding() || onboardingStore.get().open) {
        clearInterval(retry);
        return;
      }
      // never over another dialog (the sign-in sheet, a confirmation): wait until it closes
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      clearInterval(retry);
      armed.current = false;
      openOnboarding();
    };
    const timer = setTimeout(() => {
      tryOpen();
      if (armed.current) retry = setInterval(tryOpen, ONBOARDING_RETRY_MS);
    }, ONBOARDING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(retry);
    };
  }, [pathname, total]);
}
