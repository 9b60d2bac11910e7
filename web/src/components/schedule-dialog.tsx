import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { CalendarClock } from "lucide-react";
import type { Recurrence } from "@firstly/core/contract/task";
import { weekDays } from "@firstly/core/contract/week-days";
import { DEFAULT_RECURRENCE } from "@firstly/core/domain/recurrence";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";

interface ScheduleDialogProps {
  current: Recurrence | null;
  busy: boolean;
  onSchedule: (recurrence: Recurrence) => void;
  /** stop repeating (offered when the task has a schedule) */
  onUnschedule: () => void;
}

/** The browser's IANA zone, so "Monday 09:00" means 09:00 where the person is. */
function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const short = (day: string) => day.slice(0, 3).replace(/^./, (c) => c.toUpperCase());

/** 'Mon, Thu · 09:00' */
export function describeRecurrence(r: Recurrence): string {
  return `${r.daysOfWeek.map(short).join(", ")} · ${r.time}`;
}

/**
 * docs/behaviour/states.md#schedule Schedule: the task waits (delayed) until the next matching
 * weekday and time, then returns to the list. Default Monday 09:00.
 */
export function ScheduleDialog({ current, busy, onSchedule, onUnschedule }: ScheduleDialogProps) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<Recurrence["daysOfWeek"]>(
    current?.daysOfWeek ?? DEFAULT_RECURRENCE.daysOfWeek,
  );
  const [time, setTime] = useState(current?.time ?? DEFAULT_RECURRENCE.time);
  const toggle = (day: (typeof weekDays)[number]) =>
    setDays((d) =>
      d.includes(day)
        ? d.filter((x) => x !== day)
        : weekDays.filter((w) => w === day || d.includes(w)),
    );
  const valid = days.length > 0 && /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Schedule..."
        className="grid size-10 place-items-center rounded-full text-ink-soft hover:bg-canvas"
      >
        <CalendarClock aria-hidden className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-float">
          <Dialog.Title className="text-lg font-semibold">Schedule</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            The thought steps aside and comes back on the days and time you pick.
          </Dialog.Description>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-ink-soft">Days</legend>
            <div className="mt-2 grid grid-cols-7 gap-1">
              {weekDays.map((day) => (
                <button
                  key={day}
                  type="button"
                  aria-pressed={days.includes(day)}
                  aria-label={day}
                  onClick={() => toggle(day)}
                  className={cn(
                    "h-10 rounded-lg border text-xs font-semibold transition",
                    days.includes(day)
                      ? "border-accent bg-accent text-accent-ink"
                      : "border-line text-ink-soft",
                  )}
                >
                  {short(day)}
                </button>
              ))}
            </div>
          </fieldset>
          <label className="mt-4 block text-sm font-medium text-ink-soft">
            Time
            <input
              type="time"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              className="mt-2 block h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink"
            />
          </label>
          <p className="mt-3 text-xs text-muted">
            It comes back at this time every week, in your time zone
            {localTimeZone() ? ` (${localTimeZone()})` : ""}. Completing it sends it away until the
            next time.
          </p>
          {current && (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                onUnschedule();
                setOpen(false);
              }}
              className="mt-3 h-10 w-full rounded-xl border border-line text-sm font-medium text-ink-soft hover:text-ink disabled:opacity-50"
            >
              Stop repeating
            </button>
          )}
          <div className="mt-5 flex gap-2">
            <Dialog.Close className="h-11 flex-1 rounded-xl border border-line font-medium">
              Cancel
            </Dialog.Close>
            <Button
              disabled={!valid || busy}
              onClick={() => {
                const timeZone = localTimeZone();
                onSchedule({ time, daysOfWeek: days, ...(timeZone ? { timeZone } : {}) });
                setOpen(false);
              }}
              className="flex-1 disabled:opacity-50"
            >
              Schedule
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
