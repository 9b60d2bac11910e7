import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GuestAuthButtons } from "../../../components/guest-auth-buttons";
import { LogOut, UserRound } from "lucide-react";
import { toast } from "sonner";
import { authClient } from "../../../lib/auth-client";
import { SettingsCard } from "./settings-card";

/** Signed in: the email and Sign out ('Signed out successfully!'). */
export function AccountSection({ email }: { email: string | null }) {
  const client = useQueryClient();
  const signOut = useMutation({
    mutationFn: async () => {
      const result = await authClient.signOut();
      if (result.error) throw new Error(result.error.message || "Failed to sign out");
      await client.resetQueries();
    },
    onSuccess: () => toast.success("Signed out successfully!"),
    onError: (e) => toast.error(e.message),
  });
  return (
    <SettingsCard id="account" title="Account" icon={UserRound} description="Signed in as">
      <div className="flex items-center gap-3 rounded-xl bg-raised px-3 py-2.5">
        <span
          aria-hidden
          className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-semibold text-accent uppercase"
        >
          {(email ?? "?").slice(0, 1)}
        </span>
        <span className="min-w-0 flex-1 truncate font-medium">{email}</span>
        <button
          type="button"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink-soft transition hover:text-danger disabled:opacity-50"
        >
          <LogOut aria-hidden className="size-4" /> Sign out
        </button>
      </div>
    </SettingsCard>
  );
}

/** A guest is offered Sign In and Sign Up to keep their thoughts. */
export function GuestAccountSection() {
  return (
    <SettingsCard
      id="guest-account"
      title="Save your thoughts"
      icon={UserRound}
      description="You are using Firstly as a guest. Create an account to keep your thoughts on every device."
    >
      <GuestAuthButtons />
    </SettingsCard>
  );
}
