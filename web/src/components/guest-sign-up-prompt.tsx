import { useState } from "react";
import { UserPlus, X } from "lucide-react";
import { messages } from "@firstly/core/contract/errors";
import { openAuthSheet } from "../lib/auth-sheet-store";
import { dismissGuestPrompt, readPromptDismissedAt, shouldPromptGuest } from "../lib/limit-prompt";
import { Button, IconButton } from "./ui/button";

/**
 * docs/behaviour/permissions.md#guest guest sign-up prompt on home: from 3 items ('a stored usage
 * counter of 3 or more'), and at the 5-item limit with the docs/behaviour/messages.md#limits text.
 * A card, not a dialog: it asks without standing in the way of the thought being written; Not now
 * puts it away until the limit itself.
 */
export function GuestSignUpPrompt({
  guestId,
  used,
  limit,
}: {
  guestId: string;
  used: number;
  limit: number | null;
}) {
  const [dismissedAt, setDismissedAt] = useState(() => readPromptDismissedAt(guestId));
  if (!shouldPromptGuest(used, limit, dismissedAt)) return null;
  const atLimit = limit !== null && used >= limit;
  const text = atLimit
    ? messages.guestLimitThoughts
    : `You've used ${used} of your ${limit ?? 5} free items (thoughts and goals). Create an account to keep them on every device and add more.`;
  return (
    <section
      aria-label="Create an account"
      className="mb-5 flex items-start gap-3 rounded-2xl border border-accent/20 bg-accent-soft px-4 py-3"
    >
      <UserPlus aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-ink">{text}</p>
        <Button
          onClick={() => openAuthSheet("signup", atLimit ? messages.guestLimitThoughts : null)}
          size="sm"
          className="mt-2 font-semibold"
        >
          Sign Up
        </Button>
      </div>
      <IconButton
        label="Not now"
        onClick={() => {
          dismissGuestPrompt(guestId, used);
          setDismissedAt(used);
        }}
        size="xs"
        className="shrink-0 text-muted hover:bg-surface"
      >
        <X aria-hidden className="size-4" />
      </IconButton>
    </section>
  );
}
