import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Loader2, MailCheck } from "lucide-react";
import { requestPasswordReset } from "../api/request-password-reset";
import { TextField } from "../../../components/text-field";
import { Button } from "../../../components/ui/button";

/**
 * 'Forgot password?' inside the sign-in sheet: asks for the address and always says the same, so
 * nobody can learn from it whether an address has an account.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState("");
  const send = useMutation({ mutationFn: () => requestPasswordReset(email) });
  if (send.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-3 py-2 text-center" role="status">
        <MailCheck aria-hidden className="size-10 text-accent" />
        <p className="font-semibold">Check your email</p>
        <p className="text-sm text-muted">
          If an account uses {email.trim()}, a link to choose a new password is on its way. It works
          once, for 30 minutes.
        </p>
        <button
          type="button"
          onClick={onBack}
          className="mt-1 text-sm font-medium text-accent underline underline-offset-4"
        >
          Back to sign in
        </button>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (email.includes("@")) send.mutate();
      }}
    >
      <p className="text-sm text-muted">
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {send.error && (
        <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {send.error.message}
        </p>
      )}
      <Button type="submit" disabled={!email.includes("@") || send.isPending} size="lg">
        {send.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
        Send reset link
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="text-sm font-medium text-muted hover:text-ink"
      >
        Back to sign in
      </button>
    </form>
  );
}
