import { RotateCw, WifiOff } from "lucide-react";
import { guestStartStore, retryGuestStart } from "../api/guest-session";
import { Button } from "../../../components/ui/button";

/** Says why there is no session yet (the server refused a new guest) and offers to try again. */
export function GuestStartNotice() {
  const problem = guestStartStore.use((s) => s.problem);
  if (!problem) return null;
  return (
    <div className="fixed inset-x-0 top-3 z-40 flex justify-center px-3">
      <div
        role="alert"
        className="flex w-full max-w-md items-start gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-float"
      >
        <WifiOff aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-ink">We couldn&apos;t start your session</p>
          <p className="mt-0.5 text-ink-soft">{problem}</p>
        </div>
        <Button onClick={retryGuestStart} size="sm" className="shrink-0">
          <RotateCw aria-hidden className="size-4" /> Try again
        </Button>
      </div>
    </div>
  );
}
