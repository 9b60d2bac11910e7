import type { CustomDelay } from "../contract/settings";

/** docs/behaviour/validation.md#delay-input delay input limits, per unit (inclusive). */
export const delayLimits = { minutes: 59, hours: 23, days: 365 } as const;

const MINUTES_PER_UNIT = { minutes: 1, hours: 60, days: 1440 } as const;

type KnownUnit = keyof typeof delayLimits;

function knownUnit(unit: string): KnownUnit {
  return unit === "hours" || unit === "days" ? unit : "minutes";
}

/**
 * Why a custom delay is not acceptable, or null when it is: minutes 0–59, hours 0–23,
 * days 0–365, whole numbers only. An unknown unit is read as minutes
 * (docs/behaviour/validation.md).
 */
export function delayError(delay: { amount: number; unit: string }): string | null {
  const unit = knownUnit(delay.unit);
  const max = delayLimits[unit];
  if (!Number.isInteger(delay.amount) || delay.amount < 0 || delay.amount > max) {
    return `Delay must be between 0 and ${max} ${unit}`;
  }
  return null;
}

/**
 * The delay in total minutes. Unknown units count as minutes; an out-of-range amount is clamped
 * into its unit's limits so a bad stored value can never push a task a century away.
 */
export function delayToMinutes(delay: { amount: number; unit: string }): number {
  const unit = knownUnit(delay.unit);
  const amount = Number.isFinite(delay.amount) ? Math.trunc(delay.amount) : 0;
  const clamped = Math.min(delayLimits[unit], Math.max(0, amount));
  return clamped * MINUTES_PER_UNIT[unit];
}

/** docs/behaviour/states.md#task-status: delayEndsAt = now + the custom delay. */
export function delayEndsAt(
  now: Date,
  delay: CustomDelay | { amount: number; unit: string },
): Date {
  return new Date(now.getTime() + delayToMinutes(delay) * 60_000);
}

/** The stored text form of a delay, e.g. "1 minutes" (user_settings.delay_duration). */
export function delayDurationText(delay: { amount: number; unit: string }): string {
  return `${delay.amount} ${knownUnit(delay.unit)}`;
}
