import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@firstly/core/contract/errors";
import { authClient } from "../../../lib/auth-client";
import type { AuthMode } from "../../../lib/auth-sheet-store";
import { meQueryOptions } from "../../../lib/queries/session";
import { removeKey, storageKeys } from "../../../lib/storage";
import { setMigrationState } from "../migration-store";

export interface AuthRequest {
  mode: AuthMode;
  email: string;
  password: string;
}

export class AuthFailure extends Error {}

async function submit({ mode, email, password }: AuthRequest): Promise<void> {
  const result =
    mode === "login"
      ? await authClient.signIn.email({ email: email.trim(), password })
      : await authClient.signUp.email({ email: email.trim(), password, name: email.trim() });
  if (result.error) {
    const fallback = mode === "login" ? messages.signInFailed : messages.signUpFailed;
    // our own answers (429 rate limit, 400 validation) are { error: { message } }
    const ours = (result.error as { error?: { message?: string } }).error?.message;
    if (result.error.status === 429) throw new AuthFailure(messages.tooManyRequests);
    throw new AuthFailure(result.error.message || ours || fallback);
  }
}

/**
 * Sign in or up. When the person was a guest the server moves their data into the account during
 * the call (better-auth's anonymous link hook); the dialog then shows while everything reloads.
 */
export function useSubmitAuth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: AuthRequest) => {
      const wasGuest = client.getQueryData(meQueryOptions().queryKey)?.user?.isGuest ?? false;
      try {
        await submit(request);
      } catch (error) {
        if (error instanceof AuthFailure) throw error;
        throw new AuthFailure(
          request.mode === "login" ? messages.signInFailed : messages.signUpFailed,
        );
      }
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
    },
  });
}

export const GOOGLE_FAILED_QUERY = "google-failed";

export async function signInWithGoogle(): Promise<void> {
  const result = await authClient.signIn.social({
    provider: "google",
    callbackURL: "/",
    // a failed callback comes back here instead of better-auth's own error page
    errorCallbackURL: `/?${GOOGLE_FAILED_QUERY}=1`,
  });
  if (result.error) throw new AuthFailure(messages.googleFailed);
}

export async function signOut(client: ReturnType<typeof useQueryClient>): Promise<void> {
  await authClient.signOut();
  await client.resetQueries();
}
