import { AiSearchField } from "../../../components/ai-search-field";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import {
  ChevronDown,
  FileText,
  LifeBuoy,
  Loader2,
  Mail,
  RotateCcw,
  ShieldCheck,
} from "lucide-react";
import {
  HELP_CATEGORIES,
  HELP_TOPICS,
  type HelpTopic,
  type HelpTopicId,
} from "@firstly/core/help/help-topics";
import { ScreenHeader } from "../../../components/screen-header";
import { callApi } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { useHealth } from "../../../lib/queries/session";
import { useGoBack } from "../../../lib/use-go-back";
import { redoOnboarding } from "../../../lib/onboarding-store";
import { searchHelpTopics } from "../search-help";

/**
 * docs/behaviour/limits.md#timing: help search waits 300 ms after typing, then 300 ms more before
 * answering.
 */
export const HELP_DEBOUNCE_MS = 300;
export const HELP_ANSWER_DELAY_MS = 300;

const byId = new Map(HELP_TOPICS.map((t) => [t.id, t]));

function useSettledQuery(query: string): string {
  const [settled, setSettled] = useState(query.trim());
  useEffect(() => {
    const timer = setTimeout(
      () => setSettled(query.trim()),
      query.trim() ? HELP_DEBOUNCE_MS + HELP_ANSWER_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [query]);
  return settled;
}

/**
 * docs/behaviour/onboarding-and-help.md#help Help: search (with the AI fallback), the topics, Need
 * More Help, Redo Onboarding.
 */
export function HelpScreen() {
  const goBack = useGoBack();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const settled = useSettledQuery(query);
  const local = useMemo(() => searchHelpTopics(HELP_TOPICS, settled), [settled]);
  const askAi = local !== null && local.length === 0;
  const ai = useQuery({
    queryKey: ["help-search", settled],
    queryFn: ({ signal }) => callApi("searchHelp", { body: { query: settled }, signal }),
    enabled: askAi,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const [open, setOpen] = useState<HelpTopicId | null>(null);
  const typing = query.trim() !== settled;

  let results: HelpTopic[] | null = local;
  if (askAi && ai.data) results = ai.data.ids.flatMap((id) => byId.get(id as HelpTopicId) ?? []);

  return (
    <div className="min-h-dvh bg-canvas">
      <ScreenHeader onBack={goBack}>
        <h1 className="text-lg font-semibold tracking-tight">Help</h1>
      </ScreenHeader>
      <main className="mx-auto max-w-2xl space-y-6 px-4 pt-5 pb-[calc(3rem+env(safe-area-inset-bottom))]">
        <div>
          <AiSearchField
            id="help-search"
            label="Search help"
            value={query}
            maxLength={200}
            onChange={setQuery}
            placeholder="Ask how to do something..."
            isBusy={typing || ai.isFetching}
          />
        </div>

        <section aria-live="polite" aria-label={results === null ? "Help topics" : "Results"}>
          {results === null ? (
            HELP_CATEGORIES.map((category) => (
              <div key={category} className="mb-6">
                <h2 className="px-1 pb-2 text-xs font-semibold tracking-wider text-muted uppercase">
                  {category}
                </h2>
                <TopicList
                  topics={HELP_TOPICS.filter((t) => t.category === category)}
                  open={open}
                  onToggle={setOpen}
                />
              </div>
            ))
          ) : askAi && ai.isFetching ? (
            <p className="flex items-center gap-2 px-1 text-muted">
              <Loader2 aria-hidden className="size-4 animate-spin" /> Asking AI for suggestions…
            </p>
          ) : askAi && ai.data?.text ? (
            <p className="rounded-2xl border border-line bg-surface px-4 py-3 whitespace-pre-wrap text-ink-soft">
              {ai.data.text}
            </p>
          ) : results.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line px-4 py-8 text-center">
              <p className="font-semibold">No results found</p>
              <p className="mt-1 text-sm text-muted">
                Try searching for something else or contact support for help.
              </p>
            </div>
          ) : (
            <>
              {askAi && (
                <p className="mb-2 px-1 text-sm text-muted">Suggested by AI for “{settled}”</p>
              )}
              <TopicList topics={results} open={open} onToggle={setOpen} />
            </>
          )}
        </section>

        <NeedMoreHelp />

        <section className="rounded-2xl border border-line bg-surface p-4 shadow-card">
          <h2 className="font-semibold">New here, or want a refresher?</h2>
          <p className="mt-1 text-sm text-muted">
            A three-step tour of goals, thoughts and scoring.
          </p>
          <button
            type="button"
            onClick={() => {
              void navigate(paths.home);
              redoOnboarding();
            }}
            className="mt-3 inline-flex h-10 items-center gap-2 rounded-xl border border-line px-4 font-medium text-ink-soft hover:text-ink"
          >
            <RotateCcw aria-hidden className="size-4" /> Redo Onboarding
          </button>
        </section>

        <nav aria-label="Legal" className="flex flex-wrap gap-2">
          <Link
            to={paths.privacy}
            className="inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-4 text-sm font-medium text-ink-soft hover:text-ink"
          >
            <ShieldCheck aria-hidden className="size-4" /> Privacy Policy
          </Link>
          <Link
            to={paths.terms}
            className="inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-4 text-sm font-medium text-ink-soft hover:text-ink"
          >
            <FileText aria-hidden className="size-4" /> Terms of Use
          </Link>
        </nav>
      </main>
    </div>
  );
}

function TopicList({
  topics,
  open,
  onToggle,
}: {
  topics: readonly HelpTopic[];
  open: HelpTopicId | null;
  onToggle: (id: HelpTopicId | null) => void;
}) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      {topics.map((topic) => {
        const isOpen = open === topic.id;
        return (
          <li key={topic.id}>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={`topic-${topic.id}`}
              onClick={() => onToggle(isOpen ? null : topic.id)}
              className="flex w-full items-start gap-3 px-4 py-3.5 text-left hover:bg-raised"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{topic.title}</span>
                {!isOpen && (
                  <span className="line-clamp-1 text-sm text-muted">{topic.description}</span>
                )}
              </span>
              <ChevronDown
                aria-hidden
                className={cn(
                  "mt-0.5 size-5 shrink-0 text-muted transition",
                  isOpen && "rotate-180",
                )}
              />
            </button>
            {isOpen && (
              <div id={`topic-${topic.id}`} className="space-y-3 px-4 pb-4 text-sm text-ink-soft">
                <p>{topic.description}</p>
                <div>
                  <h3 className="text-xs font-semibold tracking-wider text-muted uppercase">
                    How to
                  </h3>
                  <ol className="mt-1.5 list-decimal space-y-1 pl-5">
                    {topic.howTo.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </div>
                <p>
                  <span className="font-semibold text-ink">Where: </span>
                  {topic.location}
                </p>
                {(topic.id === "privacy" || topic.id === "terms") && (
                  <Link
                    to={topic.id === "privacy" ? paths.privacy : paths.terms}
                    className="inline-block font-medium text-accent underline underline-offset-4"
                  >
                    Read the {topic.id === "privacy" ? "Privacy Policy" : "Terms of Use"}
                  </Link>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function NeedMoreHelp() {
  const health = useHealth();
  const email = health.data?.supportEmail;
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 shadow-card">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="grid size-9 place-items-center rounded-xl bg-accent-soft text-accent"
        >
          <LifeBuoy className="size-5" />
        </span>
        <h2 className="font-semibold">Need More Help</h2>
      </div>
      <p className="mt-2 text-sm text-muted">
        Write to us and a person will reply, usually within 1–3 business days.
      </p>
      {email && (
        <a
          href={`mailto:${email}`}
          className="mt-3 inline-flex h-10 items-center gap-2 rounded-xl bg-accent px-4 font-medium text-accent-ink"
        >
          <Mail aria-hidden className="size-4" /> {email}
        </a>
      )}
    </section>
  );
}
