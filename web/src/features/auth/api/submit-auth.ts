import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@firstly/core/contract/errors";
import { twoFactorMessages } from "@firstly/core/contract/account-messages";
import { loadAuthClient } from "../../../lib/auth-client";
import type { AuthMode } from "../../../lib/auth-sheet-store";
import { meQueryOptions } from "../../../lib/queries/session";
import { removeKey, storageKeys } from "../../../lib/storage";
import { setMigrationState } from "../migration-store";
import { GOOGLE_FAILED_QUERY } from "./google-failed";

export interface AuthRequest {
  mode: AuthMode;
  email: string;
  password: string;
}

export class AuthFailure extends Error {}

/** What a password sign-in led to: a session, or a request for the authenticator code. */
export type AuthOutcome = "signed-in" | "two-factor";

async function submit({ mode, email, password }: AuthRequest): Promise<AuthOutcome> {
  const result =
    mode === "login"
      ? await (await loadAuthClient()).signIn.email({ email: email.trim(), password })
      : await (
          await loadAuthClient()
        ).signUp.email({ email: email.trim(), password, name: email.trim() });
  if (result.error) {
    const fallback = mode === "login" ? messages.signInFailed : messages.signUpFailed;
    // our own answers (429 rate limit, 400 validation) are { error: { message } }
    const ours = (result.error as { error?: { message?: string } }).error?.message;
    // the account's limit says when to retry and that a reset works now (decision 0024)
    if (result.error.status === 429) throw new AuthFailure(ours || messages.tooManyRequests);
    throw new AuthFailure(result.error.message || ours || fallback);
  }
  const data = result.data as { twoFactorRedirect?: boolean } | null;
  return data?.twoFactorRedirect ? "two-factor" : "signed-in";
}

type Client = ReturnType<typeof useQueryClient>;

const wasGuestNow = (client: Client) =>
  client.getQueryData(meQueryOptions().queryKey)?.user?.isGuest ?? false;

/**
 * After a session exists: reload everything; when the person was a guest the server has moved
 * their data into the account during the call, and the dialog shows while everything reloads.
 */
async function finishSignIn(client: Client, wasGuest: boolean): Promise<void> {
  if (!wasGuest) {
    await client.resetQueries();
    return;
  }
  setMigrationState("migrating");
  try {
    await client.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    await client.resetQueries();
    removeKey(storageKeys.guestSession);
    setMigrationState("success");
  } catch {
    setMigrationState("error");
  }
}

/**
 * Sign in or up. When the account has two-factor on, the outcome is "two-factor" and nothing is
 * reloaded yet: the sheet asks for the code (useVerifyTwoFactor) and finishes from there.
 */
export function useSubmitAuth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: AuthRequest): Promise<AuthOutcome> => {
      const wasGuest = wasGuestNow(client);
      let outcome: AuthOutcome;
      try {
        outcome = await submit(request);
      } catch (error) {
        if (error instanceof AuthFailure) throw error;
        throw new AuthFailure(
          request.mode === "login" ? messages.signInFailed : messages.signUpFailed,
        );
      }
      if (outcome === "signed-in") await finishSignIn(client, wasGuest);
      return outcome;
    },
  });
}

/** better-auth's two-factor refusals, in words that say what to do next. */
const TWO_FACTOR_ERRORS: Record<string, string> = {
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: twoFactorMessages.tooManyTries,
  INVALID_TWO_FACTOR_COOKIE: twoFactorMessages.challengeExpired,
  ACCOUNT_TEMPORARILY_LOCKED: twoFactorMessages.locked,
};

/** The second step of a sign-in: a code from the authenticator app, or a backup code. */
export function useVerifyTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, backup }: { code: string; backup: boolean }) => {
      const wasGuest = wasGuestNow(client);
      const clean = backup ? code.trim() : code.replace(/\s/g, "");
      const result = backup
        ? await (await loadAuthClient()).twoFactor.verifyBackupCode({ code: clean })
        : await (await loadAuthClient()).twoFactor.verifyTotp({ code: clean });
      if (result.error) {
        if (result.error.status === 429) throw new AuthFailure(messages.tooManyRequests);
        const known = TWO_FACTOR_ERRORS[(result.error as { code?: string }).code ?? ""];
        if (known) throw new AuthFailure(known);
        const ours = (result.error as { error?: { message?: string } }).error?.message;
        throw new AuthFailure(result.error.message || ours || twoFactorMessages.invalidCode);
      }
      await finishSignIn(client, wasGuest);
    },
  });
}

export async function signInWithGoogle(): Promise<void> {
  const result = await (
    await loadAuthClient()
  ).signIn.social({
    provider: "google",
    callbackURL: "/",
    // a failed callback comes back here instead of better-auth's own error page
    errorCallbackURL: `/?${GOOGLE_FAILED_QUERY}=1`,
  });
  if (result.error) throw new AuthFailure(messages.googleFailed);
}
