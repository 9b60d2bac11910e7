import { UserRound } from "lucide-react";
import { GuestAuthButtons } from "../../../components/guest-auth-buttons";
import { SettingsCard } from "../../../components/settings-card";

/**
 * A guest is offered Sign In and Sign Up to keep their thoughts. Signed-in people get the account
 * card (features/account/account-card.tsx).
 */
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
