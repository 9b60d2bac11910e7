import { Link } from "react-router";
import { BarChart3, Plus, RotateCw, Target } from "lucide-react";
import type { AnalyticsSummary } from "@firstly/core/contract/analytics";
import { ScreenHeader } from "../../../components/screen-header";
import { GuestAuthButtons } from "../../../components/guest-auth-buttons";
import { paths } from "../../../lib/paths";
import { useMe } from "../../../lib/queries/session";
import { useGoBack } from "../../../lib/use-go-back";
import { useAnalyticsSummary } from "../api/analytics-summary";
import {
  mainGoalSummary,
  openSummary,
  servedShare,
  TIER_ROWS,
  WEEKDAY_NAMES,
  weekdaySummary,
  weeklySummary,
  weekLabel,
} from "../summary-text";
import { ChartCard, DataTable } from "./chart-card";
import { ServedRing, TIER_COLOUR, TierBars, WeekdayChart, WeeklyChart } from "./charts";
import { Button } from "../../../components/ui/button";

/**
 * docs/behaviour/navigation.md#analytics-screen analytics: the person's own last 12 weeks, from
 * their thoughts (so a guest sees theirs too). Loaded lazily with the chart library, which never
 * reaches the first page.
 */
export function AnalyticsScreen() {
  const goBack = useGoBack();
  const summary = useAnalyticsSummary();
  const isGuest = useMe().data?.user?.isGuest ?? true;
  return (
    <div className="min-h-dvh bg-canvas">
      <ScreenHeader onBack={goBack}>
        <h1 className="text-lg font-semibold tracking-tight">Analytics</h1>
      </ScreenHeader>
      <main className="mx-auto max-w-2xl px-4 pt-5 pb-[calc(3rem+env(safe-area-inset-bottom))]">
        {summary.isPending ? (
          <p role="status" className="py-16 text-center text-muted">
            Loading your analytics…
          </p>
        ) : summary.isError ? (
          <div role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center">
            <p className="font-semibold">Your analytics could not be loaded</p>
            <p className="mt-1 text-sm text-muted">{summary.error.message}</p>
            <Button onClick={() => void summary.refetch()} className="mt-4 h-10 font-medium">
              <RotateCw aria-hidden className="size-4" /> Try again
            </Button>
          </div>
        ) : summary.data.completedTotal === 0 && summary.data.openTotal === 0 ? (
          <EmptyAnalytics hasMainGoal={summary.data.hasMainGoal} />
        ) : (
          <Charts data={summary.data} />
        )}
        {isGuest && summary.isSuccess && (
          <aside className="mt-6 rounded-2xl border border-line bg-surface p-4 text-sm text-ink-soft">
            <p>
              These numbers come from the thoughts you keep as a guest. Create an account to keep
              them on every device.
            </p>
            <div className="mt-3 max-w-xs">
              <GuestAuthButtons />
            </div>
          </aside>
        )}
      </main>
    </div>
  );
}

function Charts({ data }: { data: AnalyticsSummary }) {
  const share = servedShare(data);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <dl className="grid grid-cols-3 gap-2 sm:col-span-2">
        <Stat label="Completed in 12 weeks" value={String(data.completedTotal)} />
        <Stat label="Served your main goal" value={`${share}%`} />
        <Stat label="Open thoughts" value={String(data.openTotal)} />
      </dl>

      <ChartCard
        id="weekly"
        className="sm:col-span-2"
        title="Thoughts completed per week"
        summary={weeklySummary(data)}
        table={
          <DataTable
            caption="Thoughts completed per week, last 12 weeks"
            head={["Week of", "Completed"]}
            rows={data.weeks.map((w) => [weekLabel(w.weekStart), w.completed])}
          />
        }
      >
        <WeeklyChart weeks={data.weeks} />
      </ChartCard>

      <ChartCard
        id="served"
        title="What served your main goal"
        summary={mainGoalSummary(data)}
        chartClassName="h-44"
        table={
          <DataTable
            caption="Completed thoughts by their main-goal tier when completed"
            head={["Tier when completed", "Thoughts"]}
            rows={TIER_ROWS.map((r) => [r.label, data.completedByTier[r.tier]])}
          />
        }
      >
        <ServedRing byTier={data.completedByTier} share={share} />
      </ChartCard>

      <ChartCard
        id="open"
        title="Open thoughts by tier"
        summary={openSummary(data)}
        chartClassName="h-44"
        table={
          <DataTable
            caption="Open thoughts by tier for your main goal"
            head={["Tier", "Open thoughts"]}
            rows={TIER_ROWS.map((r) => [r.label, data.openByTier[r.tier]])}
          />
        }
      >
        <TierBars byTier={data.openByTier} />
      </ChartCard>

      <ChartCard
        id="weekdays"
        className="sm:col-span-2"
        title="Your busiest days"
        summary={weekdaySummary(data)}
        table={
          <DataTable
            caption="Thoughts completed by weekday, last 12 weeks"
            head={["Day", "Completed"]}
            rows={data.weekdays.map((d) => [WEEKDAY_NAMES[d.weekday - 1] ?? "", d.completed])}
          />
        }
      >
        <WeekdayChart weekdays={data.weekdays} />
      </ChartCard>

      <TierLegend />
      <p className="text-xs text-muted sm:col-span-2">
        Weeks start on Monday, in {data.timeZone === "UTC" ? "UTC" : `your time (${data.timeZone})`}
        . A completed thought keeps the tier it had for your main goal when you finished it.
      </p>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface px-3 py-3 shadow-card">
      <dt className="text-xs leading-tight text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">{value}</dd>
    </div>
  );
}

function TierLegend() {
  return (
    <ul
      aria-label="Tier colours"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted sm:col-span-2"
    >
      {TIER_ROWS.map((r) => (
        <li key={r.tier} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className="size-2.5 rounded-full"
            style={{ background: TIER_COLOUR[r.tier] }}
          />
          {r.label}
        </li>
      ))}
    </ul>
  );
}

function EmptyAnalytics({ hasMainGoal }: { hasMainGoal: boolean }) {
  return (
    <section
      aria-labelledby="analytics-empty"
      className="rounded-3xl border border-dashed border-line bg-surface px-6 py-12 text-center"
    >
      <div className="mx-auto grid size-14 place-items-center rounded-full bg-accent-soft text-accent">
        <BarChart3 aria-hidden className="size-7" />
      </div>
      <h2 id="analytics-empty" className="mt-4 text-lg font-semibold tracking-tight">
        Your charts start with your first thought
      </h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-ink-soft">
        Add thoughts and complete them: here you will see how many you finish each week, how much of
        it moved your main goal forward, and which days you get the most done.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {!hasMainGoal && (
          <Link
            to={paths.goal}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-line px-4 font-medium"
          >
            <Target aria-hidden className="size-4" /> Set your main goal
          </Link>
        )}
        <Link
          to={paths.add}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-accent px-4 font-semibold text-accent-ink"
        >
          <Plus aria-hidden className="size-4" /> Add Your First Thought
        </Link>
      </div>
    </section>
  );
}
