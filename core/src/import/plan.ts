import type { Recurrence } from "../contract/task";
import { nextOccurrence } from "../domain/recurrence";
import { shortTitle } from "./cells";
import type { ImportGoal, ImportItem, ParsedImport } from "./types";

/** Decision 0021: how an import meets the free tier. */
export const IMPORT_LIMITS = {
  /** said before upload; the body limit refuses anything larger */
  maxBytes: 5 * 1024 * 1024,
  /** thoughts one import may create (rows beyond are refused whole: split the file) */
  maxItems: 2000,
  /** imports a person may start in 24 hours (undone ones count too) */
  perDay: 5,
} as const;

export const importMessages = {
  guest: "Create a free account to import your list. Guests can keep 5 thoughts on this device.",
  tooLarge: "The file is larger than 5 MB. Split it into smaller files.",
  tooMany: (n: number) =>
    `This file has ${n.toLocaleString("en-US")} thoughts to create; one import takes at most 2,000. Split the file and import the parts.`,
  perDay: "You have started 5 imports in the last 24 hours. Please try again tomorrow.",
  nothing: "Nothing to import: every row is empty, skipped or already in your list.",
  notUndoable: "This import is still running or was already undone.",
} as const;

/** The same thought, whatever spacing or letter case: how a duplicate of an existing one is found. */
export function dedupeKey(title: string | null, text: string): string {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
  return `${norm(title ?? "")}\u0001${norm(text)}`;
}

export type PreviewAction = "create" | "skip" | "error";

export interface PreviewRow {
  kind: "thought" | "goal";
  row: number;
  action: PreviewAction;
  title: string;
  /** why it is skipped or an error; for a create, where it lands when not on home */
  reason: string | null;
  notes: string[];
}

export interface ImportTotals {
  create: number;
  skip: number;
  error: number;
  completed: number;
  archived: number;
  delayed: number;
  scheduled: number;
  repeatsKeptAsText: number;
  priority: number;
  goals: number;
}

/** Where a thought lands: the task row's status and dates. */
export interface TaskFields {
  status: "pending" | "completed" | "skipped" | "delayed";
  completedAt: string | null;
  delayEndsAt: string | null;
  recurrence: Recurrence | null;
}

export function taskFields(item: ImportItem, now: Date): TaskFields {
  if (item.status === "completed")
    return {
      status: "completed",
      completedAt: item.completedAt ?? now.toISOString(),
      delayEndsAt: null,
      recurrence: item.recurrence,
    };
  if (item.status === "archived")
    return { status: "skipped", completedAt: null, delayEndsAt: null, recurrence: item.recurrence };
  if (item.recurrence) {
    return {
      status: "delayed",
      completedAt: null,
      delayEndsAt: nextOccurrence(item.recurrence, now).toISOString(),
      recurrence: item.recurrence,
    };
  }
  const until = item.delayEndsAt ?? item.startAt;
  if (until && Date.parse(until) > now.getTime())
    return { status: "delayed", completedAt: null, delayEndsAt: until, recurrence: null };
  return { status: "pending", completedAt: null, delayEndsAt: null, recurrence: null };
}

function landing(fields: TaskFields, item: ImportItem): string | null {
  if (fields.status === "completed") return "to Completed Items";
  if (fields.status === "skipped") return "to Archive";
  if (fields.recurrence) return `scheduled (${fields.recurrence.daysOfWeek.length} day(s) a week)`;
  if (fields.status === "delayed") return `delayed until ${fields.delayEndsAt?.slice(0, 10)}`;
  if (item.repeatKeptAsText) return "repeat kept as text";
  return null;
}

export interface ImportPlan {
  rows: PreviewRow[];
  totals: ImportTotals;
  /** the thoughts to create, in file order */
  create: ImportItem[];
  /** Firstly exports: the goals to create (an active main goal only when the person has none) */
  goals: ImportGoal[];
  /** projects that become subtask goals when the person asks */
  projects: string[];
}

/**
 * The preview and the work list at once: each row is created, skipped (empty, unsupported, a
 * duplicate of a thought already in the list or earlier in the file) or an error, with its row
 * number and reason. Pure: the server passes what the person already has.
 */
export function planImport(
  parsed: ParsedImport,
  context: {
    existingKeys: ReadonlySet<string>;
    existingGoalNames: ReadonlySet<string>;
    hasActiveMainGoal: boolean;
    now: Date;
  },
): ImportPlan {
  const rows: PreviewRow[] = [];
  const seen = new Set(context.existingKeys);
  const create: ImportItem[] = [];
  const totals: ImportTotals = {
    create: 0,
    skip: 0,
    error: 0,
    completed: 0,
    archived: 0,
    delayed: 0,
    scheduled: 0,
    repeatsKeptAsText: 0,
    priority: 0,
    goals: 0,
  };
  for (const item of parsed.items) {
    const title = shortTitle(item.title ?? item.text);
    const key = dedupeKey(item.title, item.text);
    if (seen.has(key)) {
      const inList = context.existingKeys.has(key);
      rows.push({
        kind: "thought",
        row: item.row,
        action: "skip",
        title,
        reason: inList ? "already in your list" : "a duplicate of an earlier row",
        notes: item.notes,
      });
      continue;
    }
    seen.add(key);
    const fields = taskFields(item, context.now);
    if (fields.status === "completed") totals.completed++;
    if (fields.status === "skipped") totals.archived++;
    if (fields.status === "delayed" && !fields.recurrence) totals.delayed++;
    if (fields.recurrence && fields.status !== "completed") totals.scheduled++;
    if (item.repeatKeptAsText) totals.repeatsKeptAsText++;
    if (item.isPriority) totals.priority++;
    create.push(item);
    rows.push({
      kind: "thought",
      row: item.row,
      action: "create",
      title,
      reason: landing(fields, item),
      notes: item.notes,
    });
  }
  for (const s of parsed.skipped)
    rows.push({
      kind: "thought",
      row: s.row,
      action: "skip",
      title: s.title ?? "",
      reason: s.reason,
      notes: [],
    });
  for (const e of parsed.errors)
    rows.push({
      kind: "thought",
      row: e.row,
      action: "error",
      title: e.title ?? "",
      reason: e.reason,
      notes: [],
    });
  const goals: ImportGoal[] = [];
  const goalNames = new Set([...context.existingGoalNames].map((n) => n.toLowerCase()));
  let mainTaken = context.hasActiveMainGoal;
  for (const g of parsed.goals) {
    const active = g.status === "active";
    let reason: string | null = null;
    if (!g.description.trim()) reason = "empty";
    else if (active && goalNames.has(g.name.toLowerCase())) reason = "already one of your goals";
    else if (active && g.type === "main" && mainTaken)
      reason = "you already have an active main goal";
    if (reason) {
      rows.push({
        kind: "goal",
        row: g.row,
        action: "skip",
        title: shortTitle(g.name),
        reason,
        notes: [],
      });
      continue;
    }
    if (active && g.type === "main") mainTaken = true;
    if (active) goalNames.add(g.name.toLowerCase());
    goals.push(g);
    rows.push({
      kind: "goal",
      row: g.row,
      action: "create",
      title: shortTitle(g.name),
      reason: `${g.type === "main" ? "main goal" : "subtask goal"}${active ? "" : ", completed"}`,
      notes: [],
    });
  }
  rows.sort((a, b) => (a.kind === b.kind ? a.row - b.row : a.kind === "goal" ? -1 : 1));
  for (const r of rows) totals[r.action]++;
  totals.goals = goals.length;
  const projects = [
    ...new Set(create.map((i) => i.project?.trim()).filter((p): p is string => Boolean(p))),
  ];
  return { rows, totals, create, goals, projects };
}
