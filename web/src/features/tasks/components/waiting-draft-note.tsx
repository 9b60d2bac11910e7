import { Link } from "react-router";
import { Hourglass } from "lucide-react";
import { paths } from "../../../lib/paths";
import { cardText } from "../card-text";
import { pendingTaskStore, waitingDraft } from "../pending-task";
import { useAfterTakeover } from "../../../lib/use-taken-over";

/**
 * A thought the monthly limit refused waits on home, visibly, with a way to open it again,
 * instead of Add Thought reopening by itself into the same refusal (issue 25).
 */
export function WaitingDraftNote() {
  pendingTaskStore.use((n) => n); // follows the draft as it is kept, refused or sent
  // kept on this device only: not in the server's first paint (lib/use-taken-over.ts)
  // eslint-disable-next-line react-hooks/purity -- a kept draft expires after 10 minutes: whether it still waits is asked at each render
  const kept = waitingDraft(Date.now());
  const draft = useAfterTakeover(kept !== null, false) ? kept : null;
  if (!draft) return null;
  const name = cardText(draft.title.trim() || draft.text);
  return (
    <section
      aria-label="Thought waiting to be saved"
      className="mb-5 flex items-start gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card"
    >
      <Hourglass aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold text-ink">“{name}”</p>
        <p className="mt-0.5 text-sm text-ink-soft">
          Not saved yet: it did not fit this month&apos;s limit. It is kept on this device.
        </p>
        <Link
          to={paths.add}
          className="mt-2 inline-flex h-9 items-center rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-canvas"
        >
          Open it
        </Link>
      </div>
    </section>
  );
}
