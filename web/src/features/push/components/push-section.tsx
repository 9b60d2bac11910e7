import { Bell, Loader2, Send } from "lucide-react";
import { cn } from "../../../lib/cn";
import { SettingsCard, Switch } from "../../../components/settings-card";
import { pushBlocker, pushDescription } from "../push-state";
import { usePushSetting } from "../use-push-setting";

/**
 * docs/behaviour/settings.md#sections Settings → push notifications: this browser's switch and a
 * test send (signed-in only).
 */
export function PushSection({ isGuest }: { isGuest: boolean }) {
  const { situation, isLoading, busy, notice, toggle, test } = usePushSetting(isGuest);
  const blocker = pushBlocker(situation);
  const canUse = !isGuest && situation.isSupported && situation.publicKey !== null;
  return (
    <SettingsCard
      id="notifications"
      title="Push notifications"
      icon={Bell}
      description={
        <span className={cn(blocker && !isGuest && "text-ink-soft")}>
          {pushDescription(situation)}
        </span>
      }
      aside={
        <Switch
          label="Push notifications"
          checked={situation.isOn}
          disabled={!canUse || isLoading || busy !== null || situation.permission === "denied"}
          onChange={(on) => void toggle(on)}
        />
      }
    >
      {canUse ? (
        <div className="flex flex-col gap-2.5">
          <button
            type="button"
            onClick={() => void test()}
            disabled={busy !== null}
            aria-busy={busy === "test"}
            className="inline-flex h-10 items-center justify-center gap-2 self-start rounded-xl border border-line bg-raised px-3.5 text-sm font-semibold text-ink-soft transition hover:border-accent/40 hover:text-accent disabled:opacity-50"
          >
            {busy === "test" ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <Send aria-hidden className="size-4" />
            )}
            Send test notification
          </button>
          {notice && (
            <p
              role={notice.kind === "error" ? "alert" : "status"}
              className={cn(
                "rounded-xl px-3 py-2 text-sm",
                notice.kind === "error" ? "bg-danger/8 text-danger" : "bg-accent-soft text-accent",
              )}
            >
              {notice.text}
            </p>
          )}
        </div>
      ) : undefined}
    </SettingsCard>
  );
}
