import { useState, type FormEvent } from "react";
import { Loader2, ShieldCheck } from "lucide-react";
import { TextField } from "../../../components/text-field";
import { useVerifyTwoFactor } from "../api/submit-auth";
import { Button } from "../../../components/ui/button";

/** The second step of signing in to an account with two-factor on: the authenticator code. */
export function TwoFactorStep({
  onSuccess,
  onBack,
}: {
  onSuccess: () => void;
  onBack: () => void;
}) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const verify = useVerifyTwoFactor();
  const ready = backup ? code.trim().length >= 8 : /^\d{6}$/.test(code.replace(/\s/g, ""));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || verify.isPending) return;
    verify.mutate({ code, backup }, { onSuccess });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <div className="flex items-start gap-3 rounded-xl bg-accent-soft/60 px-3.5 py-3 text-sm text-ink-soft">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <p>
          {backup
            ? "Enter one of the backup codes you saved when you turned on two-factor. Each works once."
            : "Enter the 6-digit code from your authenticator app."}
        </p>
      </div>
      <TextField
        key={backup ? "backup" : "app"}
        label={backup ? "Backup code" : "Authentication code"}
        type="text"
        inputMode={backup ? "text" : "numeric"}
        autoComplete="one-time-code"
        maxLength={backup ? 32 : 7}
        spellCheck={false}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step opens to type the code the person has just read off their app
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {verify.error && (
        <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {verify.error.message}
        </p>
      )}
      <Button
        type="submit"
        disabled={!ready || verify.isPending}
        size="lg"
        className="mt-1 hover:opacity-90 disabled:cursor-not-allowed"
      >
        {verify.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
        Verify
      </Button>
      <div className="flex items-center justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={() => {
            setBackup((b) => !b);
            setCode("");
            verify.reset();
          }}
          className="font-medium text-muted hover:text-ink"
        >
          {backup ? "Use your authenticator app" : "Use a backup code"}
        </button>
        <button type="button" onClick={onBack} className="font-medium text-muted hover:text-ink">
          Back to sign in
        </button>
      </div>
    </form>
  );
}
