import { useRef } from "react";
import { Toaster } from "sonner";
import { useKeepControlClearOfToast } from "./keep-control-clear-of-toast";

/**
 * Toasts. sonner's Toaster is mounted with the app, not lazily: a toast shown while a dialog is
 * open (the side menu's business entries) must land in a live region that existed before the
 * dialog hid the rest of the page from assistive technology; a Toaster mounted after that was
 * hidden with it (e2e enhancement.spec caught it when the page became interactive sooner).
 */
export { toast } from "sonner";

export function AppToaster() {
  const region = useRef<HTMLElement>(null);
  useKeepControlClearOfToast(region);
  return (
    <Toaster
      ref={region}
      // in the bottom band that screens keep clear of controls (--toast-bottom in styles.css):
      // above the + button or the screen's action bar, never over a control (issue #26)
      position="bottom-center"
      offset={{ bottom: "var(--toast-bottom)" }}
      mobileOffset={{ bottom: "var(--toast-bottom)" }}
      // one at a time, as a snackbar: older toasts stacked behind it would peek out above the
      // band and over the controls just above it
      visibleToasts={1}
      richColors
      closeButton
      toastOptions={{ className: "!rounded-xl" }}
    />
  );
}
