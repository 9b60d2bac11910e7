import { useState } from "react";
import { CalendarDays, Loader2 } from "lucide-react";
import { errorMessage } from "../../lib/api-error";
import { SettingsCard } from "../../components/settings-card";
import { useCalendarFeed } from "./access-token-queries";
import { CopyField } from "./copy-field";

const buttonClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-line bg-raised px-3.5 text-sm font-semibold text-ink-soft transition hover:border-accent/40 hover:text-accent disabled:opacity-50";

/**
 * Settings → Calendar (signed-in only, issue #29): a private webcal address listing scheduled and
 * delayed thoughts. Only its hash is kept, so the address shows once; a new one kills the old.
 */
export function CalendarCard() {
  const { status, regenerate, remove } = useCalendarFeed(true);
  const [url, setUrl] = useState<string | null>(null);
  const feed = status.data;
  const make = () => regenerate.mutate(undefined, { onSuccess: (made) => setUrl(made.url) });
  const error = regenerate.error ?? remove.error;
  return (
    <SettingsCard
      id="calendar"
      title="Calendar"
      icon={CalendarDays}
      description="See scheduled thoughts and when delayed ones come back in Apple Calendar, Google Calendar or Outlook. Each event links back here."
    >
      <div className="flex flex-col gap-2.5">
        {url && (
          <div
            role="status"
            className="flex flex-col gap-2 rounded-xl border border-accent/30 bg-accent-soft p-3"
          >
            <p className="text-sm font-semibold text-accent">
              Your private calendar address. Copy it now: it is shown only once, and anyone with it
              can see your scheduled thoughts.
            </p>
            <CopyField label="Calendar address" value={url} />
            <a href={url} className={`${buttonClass} self-start`}>
              <CalendarDays aria-hidden className="size-4" />
              Open in calendar app
            </a>
          </div>
        )}
        {feed?.active && !url && (
          <p className="text-sm text-ink-soft">
            Your calendar address has been on since{" "}
            {new Date(feed.createdAt ?? "").toLocaleDateString(undefined, { dateStyle: "medium" })}.
            Make a new one to see it again; the old one then stops working.
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-xl bg-danger/8 px-3 py-2 text-sm text-danger">
            {errorMessage(error, "Could not change the calendar address. Please try again.")}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={make}
            disabled={!feed || regenerate.isPending}
            className={buttonClass}
          >
            {regenerate.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
            {feed?.active ? "Make a new address" : "Create calendar address"}
          </button>
          {feed?.active && (
            <button
              type="button"
              onClick={() => remove.mutate(undefined, { onSuccess: () => setUrl(null) })}
              disabled={remove.isPending}
              className={`${buttonClass} text-danger hover:border-danger/50 hover:text-danger`}
            >
              Turn off
            </button>
          )}
        </div>
      </div>
    </SettingsCard>
  );
}
