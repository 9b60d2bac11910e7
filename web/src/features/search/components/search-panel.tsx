import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useDebounce } from "use-debounce";
import { toast } from "../../../lib/toast";
import {
  CheckCircle2,
  FileText,
  FolderKanban,
  Loader2,
  RotateCcw,
  Search,
  SlidersHorizontal,
  Target,
} from "lucide-react";
import type { SearchKind, SearchResult, SearchScope } from "@firstly/core/contract/search";
import type { Task } from "@firstly/core/contract/task";
import { useTasks } from "../../../lib/queries/tasks";
import { describeRecurrence } from "../../../components/schedule-dialog";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { queryKeys } from "../../../lib/query-keys";
import { sortResults, useSearchResults } from "../api/search";
import {
  KIND_LABELS,
  KINDS_BY_SCOPE,
  OFFERS_SET_ASIDE,
  SET_ASIDE_LABEL,
  selectedKinds,
  toggleKind,
  useSearchFilters,
} from "../search-filters";
import { lazyDateFormat } from "../../../lib/date-format";

/** docs/behaviour/limits.md#timing: search is debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

const EMPTY_TEXT: Record<SearchScope, string> = {
  active: "No items found",
  completed: "No completed items found",
};

const KIND_ICONS: Record<SearchKind, typeof FileText> = {
  task: FileText,
  subtask: FolderKanban,
  main: Target,
};

const dateFormat = lazyDateFormat({ day: "numeric", month: "short" });

/**
 * docs/behaviour/search.md search screens: Enhanced search (open tasks and subtasks) and Completed
 * Items (completed tasks, subtasks and main goals), matched by meaning on the server. The query
 * lives in the URL (?q=) so going back from a result shows the same search.
 */
export function SearchPanel({ scope }: { scope: SearchScope }) {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get("q") ?? "");
  const [debounced] = useDebounce(query, SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useSearchFilters(scope);
  const [showFilters, setShowFilters] = useState(false);
  const [pulsing, setPulsing] = useState<SearchKind | null>(null);
  const kinds = selectedKinds(scope, filters);
  // only thoughts are set aside: with Thoughts off the toggle has nothing to add
  const includeSetAside = OFFERS_SET_ASIDE[scope] && filters.setAside && filters.kinds.task;
  const results = useSearchResults(debounced, scope, kinds, includeSetAside);
  const inputRef = useRef<HTMLInputElement>(null);
  const filterId = useId();

  useEffect(() => {
    const next = new URLSearchParams(params);
    if (debounced.trim()) next.set("q", debounced.trim());
    else next.delete("q");
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [debounced, params, setParams]);

  useEffect(() => inputRef.current?.focus(), []);

  const onToggle = (kind: SearchKind) => {
    const next = toggleKind(scope, filters, kind);
    if (next) return setFilters(next);
    // the last kind that is on stays on; Completed Items pulses it
    // (docs/behaviour/search.md#completed-search)
    if (scope === "completed") {
      setPulsing(kind);
      setTimeout(() => setPulsing(null), 700);
    }
  };

  const hasQuery = debounced.trim().length > 0;
  const waiting = query.trim() !== debounced.trim() || results.isFetching;
  const sorted = results.data ? sortResults(results.data.results, filters.sort) : [];

  return (
    <div className="flex min-h-full flex-col">
      <div className="sticky top-0 z-10 space-y-3 border-b border-line/70 bg-canvas/95 px-4 pt-3 pb-3 backdrop-blur">
        <nav aria-label="Search in" className="grid grid-cols-2 rounded-xl bg-line/50 p-1 text-sm">
          {(
            [
              ["active", "Open items", paths.search],
              ["completed", "Completed Items", paths.searchCompleted],
            ] as const
          ).map(([s, label, to]) => (
            <Link
              key={s}
              to={debounced.trim() ? `${to}?q=${encodeURIComponent(debounced.trim())}` : to}
              replace
              aria-current={s === scope ? "page" : undefined}
              className={cn(
                "rounded-lg py-1.5 text-center font-medium transition",
                s === scope ? "bg-surface text-ink shadow-sm" : "text-muted hover:text-ink",
              )}
            >
              {label}
            </Link>
          ))}
        </nav>
        <div className="flex gap-2">
          <label className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-xl border border-line bg-surface px-3 focus-within:border-accent">
            <Search aria-hidden className="size-5 shrink-0 text-muted" />
            <span className="sr-only">
              {scope === "active" ? "Search thoughts and subtasks" : "Search completed items"}
            </span>
            <input
              ref={inputRef}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              maxLength={200}
              placeholder={
                scope === "active" ? "Search by meaning…" : "Search what you have completed…"
              }
              className="min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted"
            />
            {waiting && hasQuery && (
              <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-muted" />
            )}
          </label>
          <button
            type="button"
            aria-expanded={showFilters}
            aria-controls={filterId}
            onClick={() => setShowFilters((v) => !v)}
            className={cn(
              "inline-flex h-11 items-center gap-1.5 rounded-xl border px-3 text-sm font-medium transition",
              showFilters
                ? "border-accent bg-accent-soft text-accent"
                : "border-line bg-surface text-ink-soft hover:text-ink",
            )}
          >
            <SlidersHorizontal aria-hidden className="size-4" /> Filters
          </button>
        </div>
        {showFilters && (
          <div id={filterId} className="space-y-3 rounded-xl border border-line bg-surface p-3">
            <fieldset>
              <legend className="pb-1.5 text-xs font-semibold tracking-wider text-muted uppercase">
                Sort
              </legend>
              <div className="flex gap-2">
                {(
                  [
                    ["date", "Most Recent"],
                    ["name", "Alphabetical"],
                  ] as const
                ).map(([value, label]) => (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={filters.sort === value}
                    onClick={() => setFilters({ ...filters, sort: value })}
                    className={cn(
                      "h-9 rounded-lg border px-3 text-sm font-medium transition",
                      filters.sort === value
                        ? "border-accent bg-accent text-accent-ink"
                        : "border-line text-ink-soft hover:text-ink",
                    )}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="pb-1.5 text-xs font-semibold tracking-wider text-muted uppercase">
                Show
              </legend>
              <div className="flex flex-wrap gap-2">
                {KINDS_BY_SCOPE[scope].map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    aria-pressed={filters.kinds[kind]}
                    onClick={() => onToggle(kind)}
                    className={cn(
                      "h-9 rounded-lg border px-3 text-sm font-medium transition",
                      filters.kinds[kind]
                        ? "border-accent bg-accent-soft text-accent"
                        : "border-line text-muted hover:text-ink",
                      pulsing === kind && "animate-pulse ring-2 ring-accent",
                    )}
                  >
                    {KIND_LABELS[kind]}
                  </button>
                ))}
                {OFFERS_SET_ASIDE[scope] && (
                  <button
                    type="button"
                    aria-pressed={filters.setAside}
                    aria-describedby={`${filterId}-set-aside`}
                    disabled={!filters.kinds.task}
                    onClick={() => setFilters({ ...filters, setAside: !filters.setAside })}
                    className={cn(
                      "h-9 rounded-lg border px-3 text-sm font-medium transition disabled:opacity-50",
                      filters.setAside
                        ? "border-accent bg-accent-soft text-accent"
                        : "border-line text-muted hover:text-ink",
                    )}
                  >
                    {SET_ASIDE_LABEL}
                  </button>
                )}
              </div>
              {OFFERS_SET_ASIDE[scope] && (
                <p id={`${filterId}-set-aside`} className="pt-1.5 text-xs text-muted">
                  Set aside: thoughts delayed, scheduled or archived.
                </p>
              )}
              <p className="pt-1.5 text-xs text-muted">At least one kind of item stays on.</p>
            </fieldset>
          </div>
        )}
      </div>
      <div className="flex-1 px-4 py-3" aria-live="polite">
        {!hasQuery ? (
          <>
            <p className="mt-6 mb-5 text-center text-sm text-muted">
              {scope === "active"
                ? "Describe what you are looking for. Search understands meaning: “footwear” finds “buy running shoes”."
                : "Find a thought, subtask or main goal you have completed, and bring it back."}
            </p>
            <BrowseLists scope={scope} showSetAside={includeSetAside} />
          </>
        ) : results.isError ? (
          <p role="alert" className="mt-10 text-center text-sm text-danger">
            {results.error.message}
          </p>
        ) : results.data && !waiting && sorted.length === 0 ? (
          <p className="mt-10 text-center font-medium text-muted">{EMPTY_TEXT[scope]}</p>
        ) : (
          <>
            {results.data?.limited && (
              <p className="mb-3 rounded-xl bg-accent-soft px-3 py-2 text-sm text-ink-soft">
                You have reached this month’s limit, so AI search is paused: only matching words are
                found.
              </p>
            )}
            {results.data?.engine === "keyword" && !results.data.limited && (
              <p className="mb-3 rounded-xl bg-accent-soft px-3 py-2 text-sm text-ink-soft">
                AI search is unavailable right now: showing items that contain your words.
              </p>
            )}
            <ul className={cn("flex flex-col gap-2", waiting && "opacity-60")}>
              {sorted.map((r) => (
                <ResultRow key={`${r.kind}:${r.id}`} result={r} scope={scope} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

const longDate = lazyDateFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

/** A thought from the list as a result row (the browse lists share the search's rows). */
function taskResult(task: Task): SearchResult {
  const firstLine = task.text.trim().split("\n")[0] ?? "";
  return {
    kind: "task",
    id: task.id,
    title: task.title?.trim() || firstLine.slice(0, 80) || "Empty thought",
    text: task.text,
    status: task.status,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
    completedAt: task.completedAt,
  };
}

/** What a set-aside thought says about when it comes back (issue #26). */
function setAsideDetail(task: Task): string {
  if (task.status === "skipped") return "Archived";
  if (task.recurrence) return `Scheduled · ${describeRecurrence(task.recurrence)}`;
  return task.delayEndsAt
    ? `Delayed until ${longDate.format(new Date(task.delayEndsAt))}`
    : "Delayed";
}

/** A set-aside thought found by a query says so on its row (a result carries no dates for it). */
const SET_ASIDE_STATUS_TEXT: Partial<Record<string, string>> = {
  delayed: "delayed or scheduled · ",
  skipped: "archived · ",
};

/** How many recent thoughts the browse lists show before a query. */
const BROWSE_MAX = 20;

/**
 * Before any query (issue #26): Completed Items lists the recently completed thoughts with their
 * dates; the open search lists the thoughts set aside — delayed, scheduled or archived — with
 * when each comes back, so nothing that left home is lost.
 */
function BrowseLists({ scope, showSetAside }: { scope: SearchScope; showSetAside: boolean }) {
  const tasks = useTasks(true);
  const all = tasks.data ?? [];
  if (scope === "completed") {
    const done = all
      .filter((t) => t.status === "completed")
      .sort((a, b) => (b.completedAt ?? b.updatedAt).localeCompare(a.completedAt ?? a.updatedAt))
      .slice(0, BROWSE_MAX);
    if (done.length === 0) return null;
    return (
      <section aria-labelledby="recent-completed">
        <h2 id="recent-completed" className="mb-2 text-sm font-semibold text-muted">
          Recently completed
        </h2>
        <ul className="flex flex-col gap-2">
          {done.map((t) => (
            <ResultRow key={t.id} result={taskResult(t)} scope={scope} />
          ))}
        </ul>
      </section>
    );
  }
  if (!showSetAside) return null;
  const aside = all.filter((t) => t.status === "delayed" || t.status === "skipped");
  if (aside.length === 0) return null;
  const groups = [
    ["Delayed and scheduled", aside.filter((t) => t.status === "delayed")],
    ["Archived", aside.filter((t) => t.status === "skipped")],
  ] as const;
  return (
    <>
      {groups.map(([label, list]) =>
        list.length === 0 ? null : (
          <section key={label} aria-label={label} className="mb-5">
            <h2 className="mb-2 text-sm font-semibold text-muted">{label}</h2>
            <ul className="flex flex-col gap-2">
              {list.slice(0, BROWSE_MAX).map((t) => (
                <ResultRow
                  key={t.id}
                  result={taskResult(t)}
                  scope={scope}
                  detail={setAsideDetail(t)}
                />
              ))}
            </ul>
          </section>
        ),
      )}
    </>
  );
}

function ResultRow({
  result,
  scope,
  detail,
}: {
  result: SearchResult;
  scope: SearchScope;
  /** replaces the kind and date line (the set-aside list says when a thought comes back) */
  detail?: string;
}) {
  const navigate = useNavigate();
  const Icon = KIND_ICONS[result.kind];
  const open = () => {
    if (result.kind === "task")
      void navigate(paths.task(result.id), { state: { fromSearch: true } });
    else if (result.kind === "subtask") void navigate(paths.subtask(result.id));
    else void navigate(paths.completed);
  };
  const second = result.text.trim() && result.text.trim() !== result.title ? result.text : null;
  const when = result.completedAt ?? result.updatedAt;
  return (
    <li className="flex items-stretch gap-2 rounded-2xl border border-line/80 bg-surface shadow-sm">
      <button
        type="button"
        onClick={open}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-2xl px-3 py-3 text-left transition hover:bg-raised"
      >
        <span
          aria-hidden
          className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent"
        >
          <Icon className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          {/* two lines: beside 'Uncomplete' on a phone one line held two words */}
          <span className="line-clamp-2 font-medium break-words">{result.title || "Untitled"}</span>
          {second && <span className="line-clamp-2 text-sm text-muted">{second}</span>}
          <span className="mt-0.5 block text-xs text-muted">
            {detail ?? (
              <>
                {KIND_LABELS[result.kind].replace(/s$/, "")} ·{" "}
                {SET_ASIDE_STATUS_TEXT[result.status] ?? ""}
                {scope === "completed" ? "completed " : ""}
                {dateFormat.format(new Date(when))}
              </>
            )}
          </span>
        </span>
      </button>
      {scope === "completed" && <BringBack result={result} />}
    </li>
  );
}

/**
 * Completed Items: uncomplete a task, restore a subtask or main goal (docs/behaviour/goals.md and
 * docs/behaviour/states.md#goal-status).
 */
function BringBack({ result }: { result: SearchResult }) {
  const client = useQueryClient();
  const isTask = result.kind === "task";
  const mutation = useMutation({
    mutationFn: async (): Promise<void> => {
      if (isTask) {
        await callApi("taskAction", { params: { id: result.id }, body: { action: "uncomplete" } });
        track("client.task_uncompleted", { taskId: result.id });
      } else {
        await callApi("restoreGoal", { params: { id: result.id } });
        track("client.goal_restored", { goalId: result.id });
      }
    },
    onSuccess: () => {
      toast.success(isTask ? "Thought brought back" : "Goal restored");
      for (const key of [
        queryKeys.tasks,
        queryKeys.goals,
        queryKeys.settings,
        queryKeys.usage,
        ["search"] as const,
      ]) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <button
      type="button"
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
      className="my-2 mr-2 inline-flex shrink-0 items-center gap-1.5 self-center rounded-lg border border-line px-2.5 py-1.5 text-sm font-medium text-ink-soft transition hover:border-accent hover:text-accent disabled:opacity-50"
    >
      {mutation.isPending ? (
        <Loader2 aria-hidden className="size-4 animate-spin" />
      ) : isTask ? (
        <RotateCcw aria-hidden className="size-4" />
      ) : (
        <CheckCircle2 aria-hidden className="size-4" />
      )}
      {isTask ? "Uncomplete" : "Restore"}
    </button>
  );
}
