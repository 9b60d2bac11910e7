import type { ReactNode } from "react";
import { Check, Crown } from "lucide-react";
import { proPlan } from "@firstly/core/contract/billing";

/**
 * the docs/behaviour/limits.md#plan one plan: Monthly, 14 a month, 12-day free trial, and what Pro
 * gives.
 */
export function PlanCard({ status, children }: { status?: ReactNode; children: ReactNode }) {
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
          <span className="rounded-full bg-surface/80 px-3 py-1 text-xs font-semibold text-accent ring-1 ring-accent/20">
            {proPlan.trialDays}-day free trial
          </span>
        </div>
        <p className="mt-4 flex items-baseline gap-1.5">
          <span className="text-4xl font-bold tracking-tight tabular-nums">{proPlan.price}</span>
          <span className="text-ink-soft">a {proPlan.interval}</span>
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          Free for the first {proPlan.trialDays} days, then {proPlan.price} every {proPlan.interval}
          .
        </p>
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
