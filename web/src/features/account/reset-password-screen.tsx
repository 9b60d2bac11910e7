import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, KeyRound, Loader2 } from "lucide-react";
import { accountMessages } from "@firstly/core/contract/account-messages";
import { openAuthSheet } from "../../lib/auth-sheet-store";
import { paths } from "../../lib/paths";
import { resetPassword } from "./account-api";
import { TextField } from "../../components/text-field";
import { passwordProblem } from "./password-fields";
import { Button } from "../../components/ui/button";

/** /reset-password?token=… — where the recovery mail's link lands. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const problem = passwordProblem(password, confirm);
  const reset = useMutation({ mutationFn: () => resetPassword(token, password) });

  return (
    <div className="grid min-h-dvh place-items-center bg-canvas px-4 py-10">
      <main className="w-full max-w-sm rounded-3xl border border-line bg-surface p-6 shadow-card">
        {reset.isSuccess ? (
          <div className="flex flex-col items-center gap-3 text-center" role="status">
            <CheckCircle2 aria-hidden className="size-10 text-tier-important" />
            <h1 className="text-xl font-semibold">{accountMessages.passwordUpdated}</h1>
            <p className="text-sm text-muted">
              Every device was signed out. Sign in with your new password.
            </p>
            <Link
              to={paths.home}
              onClick={() => openAuthSheet("login")}
              className="mt-2 inline-flex h-11 items-center rounded-xl bg-accent px-5 font-medium text-accent-ink"
            >
              Sign In
            </Link>
          </div>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              setSubmitted(true);
              if (!problem && token) reset.mutate();
            }}
          >
            <span
              aria-hidden
              className="grid size-11 place-items-center rounded-2xl bg-accent-soft text-accent"
            >
              <KeyRound className="size-5" />
            </span>
            <h1 className="text-xl font-semibold">Choose a new password</h1>
            {!token ? (
              <p role="alert" className="text-sm text-danger">
                This link is incomplete. Ask for a new one from Sign In → Forgot password?
              </p>
            ) : (
              <>
                <TextField
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  error={
                    submitted && problem === "Password must be at least 6 characters"
                      ? problem
                      : null
                  }
                />
                <TextField
                  label="Confirm new password"
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                  error={submitted && problem === "Passwords do not match" ? problem : null}
                />
                {reset.error && (
                  <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
                    {reset.error.message}
                  </p>
                )}
                <Button type="submit" disabled={reset.isPending} size="lg" className="mt-1">
                  {reset.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
                  Save new password
                </Button>
              </>
            )}
          </form>
        )}
      </main>
    </div>
  );
}
