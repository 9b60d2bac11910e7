import { and, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import { buildMatchPrompt } from "@firstly/core/ai/match-prompt";
import { parseMatchReply, shouldAskForMatches } from "@firstly/core/ai/match-reply";
import { taskPromptText } from "@firstly/core/ai/prompt-data";
import type {
  SearchInput,
  SearchKind,
  SearchOutput,
  SearchResult,
} from "@firstly/core/contract/search";
import { canCreateItem } from "@firstly/core/domain/limits";
import { searchByKeywords, searchByMeaning } from "@firstly/core/search/meaning-search";
import type { AppDeps, SessionUser } from "../../context";
import { analyticsEvents, userGoals, userTasks } from "../../db/schema";
import { safeErrorFields } from "../../errors/safe-error";
import { countUsedItems, loadPlan } from "../usage/count-used-items";
import { recordUsageEvent } from "../usage/record-usage-event";

/** The most recent items a search looks at: enough for any person's list, bounded for the model. */
export const SEARCH_CANDIDATES_MAX = 200;

/**
 * A person refining one search ("foot", "footwe", "footwear") is one search: a search_used event
 * is recorded at most once in this window.
 */
export const SEARCH_USAGE_WINDOW_MS = 60_000;

/** Open thoughts on home; and those set aside: delayed or scheduled (`delayed`), archived (`skipped`). */
const ON_HOME_STATUSES = ["pending", "active"];
const SET_ASIDE_STATUSES = ["delayed", "skipped"];

export interface SearchTasksAndGoalsOptions {
  deps: Pick<AppDeps, "db" | "chat" | "log" | "now" | "billing">;
  user: SessionUser;
  input: {
    query: string;
    scope: SearchInput["scope"];
    kinds: SearchKind[];
    /** open scope: also thoughts set aside (delayed, scheduled, archived); default true */
    includeSetAside?: boolean;
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The person's own candidates for this scope and these kinds, newest first. */
async function loadCandidates({
  deps,
  user,
  input,
}: SearchTasksAndGoalsOptions): Promise<SearchResult[]> {
  const kinds = new Set(input.kinds);
  const completed = input.scope === "completed";
  const openStatuses =
    input.includeSetAside === false
      ? ON_HOME_STATUSES
      : [...ON_HOME_STATUSES, ...SET_ASIDE_STATUSES];
  const out: SearchResult[] = [];
  if (kinds.has("task")) {
    const rows = await deps.db
      .select()
      .from(userTasks)
      .where(
        and(
          eq(userTasks.userId, user.id),
          isNull(userTasks.deletedAt),
          completed ? eq(userTasks.status, "completed") : inArray(userTasks.status, openStatuses),
        ),
      )
      .orderBy(desc(userTasks.updatedAt), desc(userTasks.id))
      .limit(SEARCH_CANDIDATES_MAX);
    for (const t of rows) {
      out.push({
        kind: "task",
        id: t.id,
        title: t.title?.trim() || t.text.trim().split("\n")[0]?.slice(0, 120) || "",
        text: t.text,
        status: t.status,
        createdAt: t.createdAt.toISOString(),
        updatedAt: t.updatedAt.toISOString(),
        completedAt: iso(t.completedAt),
      });
    }
  }
  const goalTypes = [
    ...(kinds.has("subtask") ? (["subtask"] as const) : []),
    // main goals appear in Completed Items only (the active one is on home)
    ...(kinds.has("main") && completed ? (["main"] as const) : []),
  ];
  if (goalTypes.length > 0) {
    const rows = await deps.db
      .select()
      .from(userGoals)
      .where(
        and(
          eq(userGoals.userId, user.id),
          isNull(userGoals.deletedAt),
          inArray(userGoals.type, goalTypes),
          eq(userGoals.status, completed ? "completed" : "active"),
        ),
      )
      .orderBy(desc(userGoals.updatedAt), desc(userGoals.id))
      .limit(SEARCH_CANDIDATES_MAX);
    for (const g of rows) {
      out.push({
        kind: g.type === "main" ? "main" : "subtask",
        id: g.id,
        title: g.name,
        text: g.description,
        status: g.status,
        createdAt: g.createdAt.toISOString(),
        updatedAt: g.updatedAt.toISOString(),
        completedAt: iso(g.completedAt),
      });
    }
  }
  return out
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
    .slice(0, SEARCH_CANDIDATES_MAX);
}

/**
 * One search_used event per refining burst (docs/behaviour/permissions.md#signed-in-free: searches
 * count toward usage).
 */
async function recordSearch(
  { deps, user }: SearchTasksAndGoalsOptions,
  engine: string,
): Promise<void> {
  if (user.isGuest) return;
  const now = deps.now();
  const [recent] = await deps.db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.userId, user.id),
        eq(analyticsEvents.eventType, "search_used"),
        gte(analyticsEvents.createdAt, new Date(now.getTime() - SEARCH_USAGE_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (recent) return;
  await recordUsageEvent({ db: deps.db, user, type: "search_used", data: { engine }, now });
}

/**
 * POST /api/search (docs/behaviour/search.md search screens, docs/behaviour/calls.md#ai-uses
 * semantic search). The person's own items only.
 * - Within the usage limit: the configured model's match call (indices validated by
 *   parseMatchReply), or without a model the built-in engine's search by meaning. Counts as usage.
 * - The model failing (transport, breaker, nothing parseable) falls back to keyword matching on the
 *   query words, logged as `search.fallback` (docs/behaviour/messages.md#silent-failures).
 * - Past the limit, AI search is blocked (docs/behaviour/validation.md#search): keyword matching
 *   still answers, `limited`.
 */
export async function searchTasksAndGoals(
  options: SearchTasksAndGoalsOptions,
): Promise<SearchOutput> {
  const { deps, user, input } = options;
  const candidates = await loadCandidates(options);
  const texts = candidates.map((c) => ({ text: `${c.title}\n${c.text}` }));
  const pick = (indices: number[]) =>
    indices.map((i) => candidates[i]).filter((c): c is SearchResult => c !== undefined);

  const now = deps.now();
  const { plan } = await loadPlan({ db: deps.db, user, now });
  const used = plan === "pro" ? 0 : await countUsedItems({ db: deps.db, user, now });
  if (!canCreateItem(plan, used, deps.billing.freeMonthlyLimit)) {
    return {
      results: pick(searchByKeywords(input.query, texts)),
      engine: "keyword",
      limited: true,
    };
  }
  if (candidates.length === 0)
    return { results: [], engine: deps.chat ? "model" : "builtin", limited: false };

  if (!deps.chat) {
    await recordSearch(options, "builtin");
    return {
      results: pick(searchByMeaning(input.query, texts)),
      engine: "builtin",
      limited: false,
    };
  }
  const notes = candidates.map((c) => taskPromptText({ title: c.title, text: c.text }) || c.title);
  if (!shouldAskForMatches(input.query, notes)) {
    return {
      results: pick(searchByKeywords(input.query, texts)),
      engine: "keyword",
      limited: false,
    };
  }
  try {
    const reply = await deps.chat.complete(buildMatchPrompt(input.query, notes));
    await recordSearch(options, "model");
    return {
      results: pick(parseMatchReply(reply, candidates.length)),
      engine: "model",
      limited: false,
    };
  } catch (error) {
    deps.log.warn("search.fallback", { userId: user.id, ...safeErrorFields(error) });
    await recordSearch(options, "keyword");
    return {
      results: pick(searchByKeywords(input.query, texts)),
      engine: "keyword",
      limited: false,
    };
  }
}
