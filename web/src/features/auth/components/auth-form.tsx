import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import type { AuthMode } from "../../../lib/auth-sheet-store";
import { hasEmptyField, validateAuth, type AuthErrors, type AuthFields } from "../validate-auth";
import { useSubmitAuth } from "../api/submit-auth";
import { TextField } from "../../../components/text-field";
import { Button } from "../../../components/ui/button";

interface AuthFormProps {
  mode: AuthMode;
  onSuccess: () => void;
  /** the password was right and the account asks for an authenticator code */
  onTwoFactor: () => void;
}

/**
 * Email + password form with docs/behaviour/validation.md#account-changes validation; errors show
 * after a field is left or on submit.
 */
export function AuthForm({ mode, onSuccess, onTwoFactor }: AuthFormProps) {
  const [fields, setFields] = useState<AuthFields>({ email: "", password: "", confirm: "" });
  const [touched, setTouched] = useState<Partial<Record<keyof AuthFields, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const submit = useSubmitAuth();
  const errors = validateAuth(mode, fields);
  const busy = submit.isPending;
  const disabled = busy || hasEmptyField(mode, fields);

  const visible: AuthErrors = {};
  for (const key of Object.keys(errors) as Array<keyof AuthFields>) {
    if (submitted || touched[key]) visible[key] = errors[key];
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (disabled || Object.keys(errors).length > 0) return;
    submit.mutate(
      { mode, email: fields.email, password: fields.password },
      { onSuccess: (outcome) => (outcome === "two-factor" ? onTwoFactor() : onSuccess()) },
    );
  };

  const field = (key: keyof AuthFields) => ({
    value: fields[key],
    onChange: (e: { target: { value: string } }) =>
      setFields((f) => ({ ...f, [key]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [key]: true })),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={visible.email}
        {...field("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        error={visible.password}
        {...field("password")}
      />
      {mode === "signup" && (
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={visible.confirm}
          {...field("confirm")}
        />
      )}
      {submit.error && (
        <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {submit.error.message}
        </p>
      )}
      <Button
        type="submit"
        disabled={disabled}
        size="lg"
        className="mt-1 hover:opacity-90 disabled:cursor-not-allowed"
      >
        {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
        {mode === "login" ? "Sign In" : "Create Account"}
      </Button>
    </form>
  );
}
