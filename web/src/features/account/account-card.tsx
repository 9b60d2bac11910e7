import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { KeyRound, LogOut, Mail, ShieldCheck, UserRound } from "lucide-react";
import { accountMessages } from "@firstly/core/contract/account-messages";
import { useHealth } from "../../lib/queries/session";
import { signOut } from "../../lib/sign-out";
import { SettingsCard } from "../../components/settings-card";
import {
  accountQueryKey,
  changeEmail,
  changePassword,
  linkGoogle,
  setPassword,
  unlinkGoogle,
  useAccountInfo,
} from "./account-api";
import { TextField } from "../../components/text-field";
import { emailProblem, passwordProblem } from "./password-fields";
import { FormButtons } from "./form-buttons";
import { TwoFactorDisable, TwoFactorSetup } from "./two-factor-panel";
import { Button } from "../../components/ui/button";

/** docs/behaviour/states.md#account-panel-modes account panel modes. */
type Mode =
  | "none"
  | "set-password"
  | "change-password"
  | "change-email"
  | "unlink-google"
  | "two-factor-on"
  | "two-factor-off";

/**
 * Settings → Account (signed-in only): who you are, how you sign in, and the
 * docs/behaviour/states.md#account-panel-modes modes.
 */
export function AccountCard({ email }: { email: string | null }) {
  const info = useAccountInfo(true);
  const health = useHealth();
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode>("none");
  const data = info.data;
  const googleOn = health.data?.auth.google ?? false;

  const out = useMutation({
    mutationFn: () => signOut(client),
    onSuccess: () => toast.success(accountMessages.signedOut),
    onError: (e) => toast.error(e.message),
  });
  const unlink = useMutation({
    mutationFn: unlinkGoogle,
    onSuccess: async () => {
      toast.success("Google account unlinked successfully");
      setMode("none");
      await client.invalidateQueries({ queryKey: accountQueryKey });
    },
    onError: (e) => toast.error(e.message),
  });

  return (
    <SettingsCard id="account" title="Account" icon={UserRound} description="Signed in as">
      <div className="flex items-center gap-3 rounded-xl bg-raised px-3 py-2.5">
        <span
          aria-hidden
          className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-semibold text-accent uppercase"
        >
          {(data?.email ?? email ?? "?").slice(0, 1)}
        </span>
        <span className="min-w-0 flex-1 truncate font-medium">{data?.email ?? email}</span>
        <Button
          onClick={() => out.mutate()}
          disabled={out.isPending}
          variant="secondary"
          size="sm"
          className="hover:text-danger"
        >
          <LogOut aria-hidden className="size-4" /> Sign out
        </Button>
      </div>
      {data && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 px-1 text-sm">
          <dt className="text-muted">Password</dt>
          <dd>{data.hasPassword ? "Set" : "Not set"}</dd>
          <dt className="text-muted">Google</dt>
          <dd className="truncate">
            {data.google.linked
              ? `Linked${data.google.email ? ` (${data.google.email})` : ""}`
              : "Not linked"}
          </dd>
          <dt className="text-muted">Two-factor</dt>
          <dd>{data.twoFactorEnabled ? "On (authenticator app)" : "Off"}</dd>
        </dl>
      )}
      {data && mode === "none" && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setMode(data.hasPassword ? "change-password" : "set-password")}
          >
            <KeyRound aria-hidden className="size-4" />
            {data.hasPassword ? "Change password" : "Set password"}
          </Button>
          {!data.google.linked && (
            <Button variant="secondary" size="sm" onClick={() => setMode("change-email")}>
              <Mail aria-hidden className="size-4" /> Change email
            </Button>
          )}
          {data.google.linked ? (
            <Button variant="secondary" size="sm" onClick={() => setMode("unlink-google")}>
              Unlink Google
            </Button>
          ) : (
            googleOn && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void linkGoogle().catch((e: Error) => toast.error(e.message))}
              >
                Link Google
              </Button>
            )
          )}
          {data.twoFactorEnabled ? (
            <Button variant="secondary" size="sm" onClick={() => setMode("two-factor-off")}>
              <ShieldCheck aria-hidden className="size-4" /> Turn off two-factor
            </Button>
          ) : (
            data.hasPassword && (
              <Button variant="secondary" size="sm" onClick={() => setMode("two-factor-on")}>
                <ShieldCheck aria-hidden className="size-4" /> Set up two-factor
              </Button>
            )
          )}
        </div>
      )}
      {data && mode === "none" && !data.hasPassword && !data.twoFactorEnabled && (
        <p className="mt-2 px-1 text-xs text-muted">
          Two-factor protects signing in with a password: set a password to turn it on. Google
          sign-in uses your Google account&apos;s own protection.
        </p>
      )}
      {mode === "two-factor-on" && <TwoFactorSetup onDone={() => setMode("none")} />}
      {mode === "two-factor-off" && <TwoFactorDisable onDone={() => setMode("none")} />}
      {mode === "change-password" && <PasswordForm kind="change" onDone={() => setMode("none")} />}
      {mode === "set-password" && <PasswordForm kind="set" onDone={() => setMode("none")} />}
      {mode === "change-email" && <EmailForm onDone={() => setMode("none")} />}
      {mode === "unlink-google" && data && (
        <div className="mt-3 space-y-3 rounded-xl border border-line p-3">
          {data.hasPassword ? (
            <p className="text-sm text-ink-soft">
              After unlinking, sign in with your email and password.
            </p>
          ) : (
            <p role="alert" className="text-sm text-danger">
              Cannot unlink Google account without setting a password first
            </p>
          )}
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setMode("none")}>
              Cancel
            </Button>
            <Button
              disabled={!data.hasPassword || unlink.isPending}
              onClick={() => unlink.mutate()}
              variant="danger"
              size="sm"
              className="disabled:opacity-40"
            >
              Unlink Google
            </Button>
          </div>
        </div>
      )}
    </SettingsCard>
  );
}

function PasswordForm({ kind, onDone }: { kind: "change" | "set"; onDone: () => void }) {
  const client = useQueryClient();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const problem = passwordProblem(next, confirm);
  const save = useMutation({
    mutationFn: () => (kind === "change" ? changePassword(current, next) : setPassword(next)),
    onSuccess: async () => {
      toast.success(
        kind === "change" ? accountMessages.passwordUpdated : accountMessages.passwordSet,
      );
      await client.invalidateQueries({ queryKey: accountQueryKey });
      onDone();
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (problem || (kind === "change" && !current)) return;
    save.mutate();
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-3 space-y-3 rounded-xl border border-line p-3"
    >
      {kind === "change" && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={submitted && problem === "Password must be at least 6 characters" ? problem : null}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={submitted && problem === "Passwords do not match" ? problem : null}
      />
      {kind === "change" && (
        <p className="text-xs text-muted">Your other devices will be signed out.</p>
      )}
      {save.error && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {save.error.message}
        </p>
      )}
      <FormButtons
        busy={save.isPending}
        label={kind === "change" ? "Update password" : "Set password"}
        onCancel={onDone}
      />
    </form>
  );
}

function EmailForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const problem = emailProblem(email);
  const save = useMutation({
    mutationFn: () => changeEmail(email),
    onSuccess: () => {
      toast.success(accountMessages.emailChangeSent);
      onDone();
    },
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (!problem) save.mutate();
      }}
      className="mt-3 space-y-3 rounded-xl border border-line p-3"
    >
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={submitted ? problem : null}
      />
      <p className="text-xs text-muted">
        We send a confirmation link to the new address; your email changes when you open it.
      </p>
      {save.error && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {save.error.message}
        </p>
      )}
      <FormButtons busy={save.isPending} label="Send confirmation" onCancel={onDone} />
    </form>
  );
}
