import { useSyncExternalStore } from "react";
import { onlineManager } from "@tanstack/react-query";
import { CloudOff, RefreshCw } from "lucide-react";
import { outboxStore } from "../../lib/offline/task-outbox";

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnlineNow = () => onlineManager.isOnline();

export const useIsOnline = () => useSyncExternalStore(subscribe, isOnlineNow, () => true);

const changes = (n: number) => (n === 1 ? "1 change" : `${n} changes`);

/**
 * Says when the app is working from this device: offline (what is shown is the list kept here,
 * and how many new or edited thoughts wait to be sent), then while those are being sent.
 * Bottom left, clear of the add button. A polite live region that is always there (so what
 * appears in it is announced), without the status role: a screen's own status (the task view's
 * 'Changes saved') stays the one status on the page.
 */
export function OfflineIndicator() {
  const isOnline = useIsOnline();
  const waiting = outboxStore.use((s) => (s.isConfirmed || !isOnline ? s.entries.length : 0));
  const isShown = !isOnline || waiting > 0;
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed bottom-[calc(1.75rem+env(safe-area-inset-bottom))] left-4 z-30 max-w-[calc(100vw-7.5rem)] sm:left-8 sm:max-w-md"
    >
      {isShown && (
        <div className="pointer-events-auto flex items-start gap-2.5 rounded-2xl border border-line bg-surface/95 px-3.5 py-2.5 text-sm shadow-float backdrop-blur">
          {isOnline ? (
            <RefreshCw aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin text-accent" />
          ) : (
            <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-soft" />
          )}
          <p className="min-w-0 leading-snug">
            <span className="font-semibold text-ink">
              {isOnline ? `Sending ${changes(waiting)}…` : "You're offline"}
            </span>
            {!isOnline && (
              <span className="block text-muted">
                {waiting > 0
                  ? `${changes(waiting)} saved here, sent when you're back online`
                  : "Showing what's saved on this device"}
              </span>
            )}
          </p>
        </div>
      )}
    </div>
  );
}
