import { useEffect, useRef, useState } from "react";
import { Clock } from "lucide-react";
import type { CustomDelay, DelayUnit } from "@firstly/core/contract/settings";
import { delayError, delayLimits } from "@firstly/core/domain/delay";
import { cn } from "../../../lib/cn";
import { SettingsCard } from "../../../components/settings-card";

/** Typing pauses this long before an amount is saved, so '45' is not saved as '4' first. */
export const DELAY_SAVE_DEBOUNCE_MS = 500;

const units: readonly DelayUnit[] = ["minutes", "hours", "days"];

interface DelaySectionProps {
  delay: CustomDelay;
  onSave: (delay: CustomDelay) => void;
}

function describe(delay: CustomDelay): string {
  const unit = delay.amount === 1 ? delay.unit.replace(/s$/, "") : delay.unit;
  return delay.amount === 0
    ? "Delayed tasks come back right away."
    : `Delayed tasks come back after ${delay.amount} ${unit}.`;
}

/**
 * docs/behaviour/validation.md#delay-input delay input: minutes 0–59, hours 0–23, days 0–365
 * (core/domain/delay).
 */
export function DelaySection({ delay, onSave }: DelaySectionProps) {
  const [amount, setAmount] = useState(() => String(delay.amount));
  const unit = delay.unit;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const parsed = amount.trim() === "" ? Number.NaN : Number(amount);
  const error = delayError({ amount: parsed, unit });

  // follow the server (another tab, live events) unless the field is being edited
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setAmount(String(delay.amount));
  }, [delay]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changeAmount = (next: string) => {
    editing.current = true;
    setAmount(next);
    clearTimeout(timer.current);
    const value = next.trim() === "" ? Number.NaN : Number(next);
    if (delayError({ amount: value, unit }) !== null) return;
    timer.current = setTimeout(() => {
      editing.current = false;
      if (value !== delay.amount) onSave({ amount: value, unit });
    }, DELAY_SAVE_DEBOUNCE_MS);
  };

  const changeUnit = (next: DelayUnit) => {
    clearTimeout(timer.current);
    editing.current = false;
    // keep the amount inside the new unit's limits (45 minutes → 23 hours)
    const base = Number.isInteger(parsed) && parsed >= 0 ? parsed : delay.amount;
    const clamped = Math.min(delayLimits[next], base);
    setAmount(String(clamped));
    onSave({ amount: clamped, unit: next });
  };

  return (
    <SettingsCard
      id="delay"
      title="Delay duration"
      icon={Clock}
      description={
        error ? undefined : describe({ amount: Number.isNaN(parsed) ? 0 : parsed, unit })
      }
    >
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="delay-amount">
          Delay amount
        </label>
        <input
          id="delay-amount"
          // text + numeric keypad: no spinner or scroll-wheel surprises, digits only
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(e) => changeAmount(e.target.value.replace(/[^0-9]/g, "").slice(0, 3))}
          onBlur={() => (editing.current = false)}
          aria-invalid={error ? true : undefined}
          aria-describedby="delay-hint"
          className={cn(
            "h-11 w-24 rounded-xl border bg-raised px-3 text-center text-lg font-semibold tabular-nums outline-none focus:border-accent/50",
            error ? "border-danger/60" : "border-line",
          )}
        />
        <label className="sr-only" htmlFor="delay-unit">
          Delay unit
        </label>
        <select
          id="delay-unit"
          value={unit}
          onChange={(e) => changeUnit(e.target.value as DelayUnit)}
          className="h-11 flex-1 rounded-xl border border-line bg-raised px-3 font-medium outline-none focus:border-accent/50"
        >
          {units.map((u) => (
            <option key={u} value={u}>
              {u[0]?.toUpperCase()}
              {u.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <p
        id="delay-hint"
        role={error ? "alert" : undefined}
        className={cn("mt-2 text-xs", error ? "text-danger" : "text-muted")}
      >
        {error ?? `Whole numbers from 0 to ${delayLimits[unit]} ${unit}.`}
      </p>
    </SettingsCard>
  );
}
