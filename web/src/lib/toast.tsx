import { Toaster } from "sonner";

/**
 * Toasts. sonner's Toaster is mounted with the app, not lazily: a toast shown while a dialog is
 * open (the side menu's business entries) must land in a live region that existed before the
 * dialog hid the rest of the page from assistive technology; a Toaster mounted after that was
 * hidden with it (e2e enhancement.spec caught it when the page became interactive sooner).
 */
export { toast } from "sonner";

export function AppToaster() {
  return (
    <Toaster
      // above the task view's action bar and the + button, below every header control (issue #26)
      position="bottom-center"
      offset={{ bottom: "calc(6rem + env(safe-area-inset-bottom))" }}
      mobileOffset={{ bottom: "calc(10rem + env(safe-area-inset-bottom))" }}
      richColors
      closeButton
      toastOptions={{ className: "!rounded-xl" }}
    />
  );
}
