import { useLayoutEffect, useRef, useState } from "react";
import { Drawer } from "vaul";
import { toast } from "../../../lib/toast";
import { authSheetStore, closeAuthSheet } from "../../../lib/auth-sheet-store";
import { useHealth } from "../../../lib/queries/session";
import { signInWithGoogle } from "../api/submit-auth";
import { AuthForm } from "./auth-form";
import { GoogleButton } from "./google-button";
import { ForgotPassword } from "./forgot-password";
import { TwoFactorStep } from "./two-factor-step";

/**
 * docs/behaviour/account-and-sign-in.md#welcome-home-sheet: the sheet closes when dragged down more
 * than 120 px. vaul takes a fraction of its height.
 */
export const SHEET_DISMISS_PX = 120;

/** 'Welcome Home': slides up; Escape, drag down over 120 px or a backdrop tap close it. */
export function AuthSheet() {
  const open = authSheetStore.use((s) => s.open);
  const mode = authSheetStore.use((s) => s.mode);
  const notice = authSheetStore.use((s) => s.notice);
  const health = useHealth();
  const contentRef = useRef<HTMLDivElement>(null);
  const [threshold, setThreshold] = useState(0.25);
  const [forgot, setForgot] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  // closing it leaves Forgot password and the code step: it opens on the form again
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setForgot(false);
      setTwoFactor(false);
    }
  }

  useLayoutEffect(() => {
    const height = contentRef.current?.getBoundingClientRect().height ?? 0;
    if (open && height > 0) setThreshold(Math.min(0.9, SHEET_DISMISS_PX / height));
  }, [open, mode, forgot, twoFactor]);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(next) => !next && closeAuthSheet()}
      closeThreshold={threshold}
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px]" />
        <Drawer.Content
          ref={contentRef}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full max-w-md flex-col rounded-t-3xl bg-surface px-6 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-float outline-none sm:top-1/2 sm:bottom-auto sm:max-h-[calc(100dvh-4rem)] sm:-translate-y-1/2 sm:rounded-3xl sm:after:!hidden"
        >
          {/* the drag handle of a phone's sheet; a wide screen shows a centred dialog */}
          <div aria-hidden className="mx-auto mb-5 h-1.5 w-10 rounded-full bg-line sm:invisible" />
          <Drawer.Title className="text-center text-2xl font-semibold tracking-tight">
            Welcome Home
          </Drawer.Title>
          <p className="mt-1 mb-6 text-center text-sm text-muted">
            {twoFactor
              ? "One more step: your account has two-factor authentication."
              : mode === "login"
                ? "Sign in to keep your thoughts safe on every device."
                : "Create an account to save your thoughts."}
          </p>
          {notice && !twoFactor && (
            <p
              role="status"
              className="-mt-3 mb-5 rounded-xl bg-accent-soft/70 px-3.5 py-2.5 text-center text-sm font-medium text-ink"
            >
              {notice}
            </p>
          )}
          {twoFactor ? (
            <TwoFactorStep onSuccess={closeAuthSheet} onBack={() => setTwoFactor(false)} />
          ) : (
            <>
              <div
                role="group"
                aria-label="Choose sign in or sign up"
                className="mb-5 grid grid-cols-2 rounded-xl bg-canvas p-1 text-sm font-medium"
              >
                {(["login", "signup"] as const).map((m) => (
                  <button
                    key={m}
                    type="button"
                    aria-pressed={mode === m}
                    onClick={() => authSheetStore.set((s) => ({ ...s, mode: m }))}
                    className="h-9 rounded-lg text-muted transition aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-card"
                  >
                    {m === "login" ? "Sign In" : "Sign Up"}
                  </button>
                ))}
              </div>
              <div className="overflow-y-auto">
                {forgot && mode === "login" ? (
                  <ForgotPassword onBack={() => setForgot(false)} />
                ) : (
                  <>
                    <AuthForm
                      key={mode}
                      mode={mode}
                      onSuccess={closeAuthSheet}
                      onTwoFactor={() => setTwoFactor(true)}
                    />
                    {mode === "login" && (
                      <button
                        type="button"
                        onClick={() => setForgot(true)}
                        className="mt-3 w-full text-center text-sm font-medium text-muted hover:text-ink"
                      >
                        Forgot password?
                      </button>
                    )}
                  </>
                )}
                {health.data?.auth.google && (
                  <>
                    <div className="my-4 flex items-center gap-3 text-xs text-muted">
                      <span className="h-px flex-1 bg-line" /> or{" "}
                      <span className="h-px flex-1 bg-line" />
                    </div>
                    <GoogleButton
                      onClick={() => signInWithGoogle().catch((e: Error) => toast.error(e.message))}
                    />
                  </>
                )}
              </div>
            </>
          )}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
