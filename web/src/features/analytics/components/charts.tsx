import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsSummary, TierCounts } from "@firstly/core/contract/analytics";
import { TIER_ROWS, WEEKDAY_NAMES, weekLabel } from "../summary-text";

/**
 * docs/behaviour/states.md#score-tiers tier colours, the same custom properties the cards are
 * tinted with.
 */
export const TIER_COLOUR: Record<keyof TierCounts, string> = {
  critical: "var(--color-tier-critical)",
  important: "var(--color-tier-important)",
  useful: "var(--color-tier-useful)",
  obstacle: "var(--color-tier-obstacle)",
  unscored: "var(--color-tier-unscored)",
};

const AXIS_TICK = { fontSize: 11, fill: "var(--color-muted)" };
const TOOLTIP = {
  cursor: { fill: "var(--color-canvas)" },
  contentStyle: {
    borderRadius: 12,
    border: "1px solid var(--color-line)",
    background: "var(--color-surface)",
    color: "var(--color-ink)",
    fontSize: 13,
  },
  // no entrance animation: the numbers appear where the pointer is
  isAnimationActive: false,
} as const;

export function WeeklyChart({ weeks }: { weeks: AnalyticsSummary["weeks"] }) {
  const data = weeks.map((w) => ({ label: weekLabel(w.weekStart), completed: w.completed }));
  // every other week is labelled, counting back from this one, so this week always is
  const ticks = data.filter((_, i) => (data.length - 1 - i) % 2 === 0).map((d) => d.label);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 4, right: 16, bottom: 0, left: -20 }}>
        <CartesianGrid vertical={false} stroke="var(--color-line)" />
        <XAxis
          dataKey="label"
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          ticks={ticks}
          interval={0}
        />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <Tooltip {...TOOLTIP} formatter={(value) => [value, "Completed"]} />
        <Bar dataKey="completed" fill="var(--color-accent)" radius={[6, 6, 0, 0]} maxBarSize={36} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** What was completed, by its main-goal tier then: a ring with the served share in the middle. */
export function ServedRing({ byTier, share }: { byTier: TierCounts; share: number }) {
  const data = TIER_ROWS.map((r) => ({
    name: r.label,
    tier: r.tier,
    value: byTier[r.tier],
  })).filter((d) => d.value > 0);
  const isEmpty = data.length === 0;
  return (
    <div className="relative h-full">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={isEmpty ? [{ name: "None", tier: "unscored", value: 1 }] : data}
            dataKey="value"
            nameKey="name"
            innerRadius="68%"
            outerRadius="96%"
            paddingAngle={isEmpty || data.length === 1 ? 0 : 2}
            stroke="none"
            startAngle={90}
            endAngle={-270}
          >
            {(isEmpty ? [{ tier: "unscored" as const }] : data).map((d) => (
              <Cell key={d.tier} fill={isEmpty ? "var(--color-line)" : TIER_COLOUR[d.tier]} />
            ))}
          </Pie>
          {!isEmpty && <Tooltip {...TOOLTIP} />}
        </PieChart>
      </ResponsiveContainer>
      <div className="pointer-events-none absolute inset-0 grid place-content-center text-center">
        <span className="text-3xl font-semibold tracking-tight tabular-nums">{share}%</span>
        <span className="text-xs text-muted">served</span>
      </div>
    </div>
  );
}

/** Open thoughts by tier for the main goal, one bar per tier. */
export function TierBars({ byTier }: { byTier: TierCounts }) {
  const data = TIER_ROWS.map((r) => ({ label: r.label, tier: r.tier, count: byTier[r.tier] }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 28, bottom: 0, left: 0 }}>
        <XAxis type="number" allowDecimals={false} hide />
        <YAxis
          type="category"
          dataKey="label"
          width={84}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip {...TOOLTIP} formatter={(value) => [value, "Open"]} />
        <Bar
          dataKey="count"
          radius={[0, 6, 6, 0]}
          maxBarSize={22}
          background={{ fill: "var(--color-canvas)", radius: 6 }}
        >
          {data.map((d) => (
            <Cell key={d.tier} fill={TIER_COLOUR[d.tier]} />
          ))}
          <LabelList dataKey="count" position="right" fontSize={12} fill="var(--color-ink-soft)" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Completions by weekday, Monday first; the busiest day in gold. */
export function WeekdayChart({ weekdays }: { weekdays: AnalyticsSummary["weekdays"] }) {
  const most = Math.max(...weekdays.map((d) => d.completed));
  const data = weekdays.map((d) => ({
    label: (WEEKDAY_NAMES[d.weekday - 1] ?? "").slice(0, 3),
    completed: d.completed,
    isBusiest: most > 0 && d.completed === most,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
        <CartesianGrid vertical={false} stroke="var(--color-line)" />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <Tooltip {...TOOLTIP} formatter={(value) => [value, "Completed"]} />
        <Bar dataKey="completed" radius={[6, 6, 0, 0]} maxBarSize={40}>
          {data.map((d) => (
            <Cell
              key={d.label}
              fill={d.isBusiest ? "var(--color-gold)" : "var(--color-accent)"}
              fillOpacity={d.isBusiest ? 1 : 0.75}
            />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
