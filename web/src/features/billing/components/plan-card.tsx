import type { ReactNode } from "react";
import { Check, Crown } from "lucide-react";
import { proPlan, type PlanPrice } from "@firstly/core/contract/billing";
import {
  formatPlanAmount,
  formatPlanInterval,
  formatPlanPrice,
} from "../../../lib/format-plan-price";

/**
 * the docs/behaviour/limits.md#plan one plan: Monthly, the 12-day free trial and what Pro gives.
 * The price is the one Stripe will charge (`price`); without it (billing off, Stripe unreadable, a
 * guest) none is shown. `hasTrial` is false where there is no Pro to start (billing off).
 */
export function PlanCard({
  status,
  price,
  hasTrial = true,
  children,
}: {
  status?: ReactNode;
  price?: PlanPrice | undefined;
  hasTrial?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="plan-name"
      className="overflow-hidden rounded-3xl border border-line bg-surface shadow-card"
    >
      <div className="bg-linear-to-br from-accent/12 via-accent-soft/60 to-gold/10 px-6 pt-6 pb-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold">
              <Crown aria-hidden className="size-4" /> Firstly Pro
            </p>
            <h2 id="plan-name" className="mt-1 text-xl font-semibold tracking-tight">
              {proPlan.name}
            </h2>
          </div>
          {hasTrial && (
            <span className="rounded-full bg-surface/80 px-3 py-1 text-xs font-semibold text-accent ring-1 ring-accent/20">
              {proPlan.trialDays}-day free trial
            </span>
          )}
        </div>
        {price && (
          <>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-1.5">
              <span className="text-4xl font-bold tracking-tight tabular-nums">
                {formatPlanAmount(price)}
              </span>
              <span className="text-ink-soft">{formatPlanInterval(price)}</span>
            </p>
            {hasTrial && (
              <p className="mt-1 text-sm text-ink-soft">
                Free for the first {proPlan.trialDays} days, then {formatPlanPrice(price)}.
              </p>
            )}
          </>
        )}
      </div>
      <div className="space-y-5 px-6 py-5">
        <ul className="space-y-2.5" aria-label="What Pro includes">
          {proPlan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3">
              <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
                <Check aria-hidden className="size-3.5" strokeWidth={3} />
              </span>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {status}
        {children}
      </div>
    </section>
  );
}
