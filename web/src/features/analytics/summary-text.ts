import type { AnalyticsSummary, TierCounts } from "@firstly/core/contract/analytics";

/** The tiers in the order the charts and tables list them, with short names for small screens. */
export const TIER_ROWS = [
  { tier: "critical", label: "Critical" },
  { tier: "important", label: "Important" },
  { tier: "useful", label: "Useful" },
  { tier: "obstacle", label: "Obstacle" },
  { tier: "unscored", label: "Not scored" },
] as const satisfies readonly { tier: keyof TierCounts; label: string }[];

export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'Mar 17' for a week starting 2025-03-17 (a calendar date, so read in UTC). */
export function weekLabel(weekStart: string): string {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Names joined the way people say them: 'Tuesday', 'Tuesday and Friday', 'A, B and C'. */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function weeklySummary(summary: AnalyticsSummary): string {
  const { weeks, completedTotal } = summary;
  if (completedTotal === 0) return "No thoughts completed in the last 12 weeks yet.";
  const thisWeek = weeks.at(-1)?.completed ?? 0;
  const best = Math.max(...weeks.map((w) => w.completed));
  const bestWeeks = weeks.filter((w) => w.completed === best).map((w) => weekLabel(w.weekStart));
  const bestText =
    bestWeeks.length === 1
      ? `Your best week began ${bestWeeks[0]}, with ${best}.`
      : `Your best weeks, with ${best} each, began ${joinNames(bestWeeks)}.`;
  return `You completed ${plural(completedTotal, "thought")} in the last 12 weeks, ${thisWeek} this week. ${bestText}`;
}

/** The share of completions that were critical or important for the main goal, in whole percent. */
export function servedShare(summary: AnalyticsSummary): number {
  return summary.completedTotal === 0
    ? 0
    : Math.round((summary.served / summary.completedTotal) * 100);
}

export function mainGoalSummary(summary: AnalyticsSummary): string {
  if (summary.completedTotal === 0)
    return "When you complete thoughts, this shows how many of them moved your main goal forward.";
  const { served, completedTotal } = summary;
  return `${served} of the ${plural(completedTotal, "thought")} you completed (${servedShare(summary)}%) served your main goal: they were critical or important for it when you finished them.`;
}

export function openSummary(summary: AnalyticsSummary): string {
  const { openByTier, openTotal, hasMainGoal } = summary;
  if (openTotal === 0) return "No open thoughts right now.";
  if (!hasMainGoal)
    return `You have ${plural(openTotal, "open thought")}. Set a main goal to see how ${openTotal === 1 ? "it ranks" : "they rank"} against it.`;
  const parts = TIER_ROWS.filter((r) => openByTier[r.tier] > 0).map(
    (r) => `${openByTier[r.tier]} ${r.label.toLowerCase()}`,
  );
  return `Of your ${plural(openTotal, "open thought")}: ${joinNames(parts)}.`;
}

export function weekdaySummary(summary: AnalyticsSummary): string {
  if (summary.completedTotal === 0)
    return "Your busiest days show here once you complete thoughts.";
  const most = Math.max(...summary.weekdays.map((d) => d.completed));
  const days = summary.weekdays
    .filter((d) => d.completed === most)
    .map((d) => WEEKDAY_NAMES[d.weekday - 1] ?? "");
  return days.length === 1
    ? `Your busiest day is ${days[0]}, with ${plural(most, "completion")} in 12 weeks.`
    : `Your busiest days are ${joinNames(days)}, with ${plural(most, "completion")} each in 12 weeks.`;
}
