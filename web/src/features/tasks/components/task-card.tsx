import { lazy, memo, Suspense, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { OverHomeState } from "../../../lib/use-media-query";
import { ArrowUpDown, ImageIcon, Loader2, Sparkles, Star } from "lucide-react";
import type { Task } from "@firstly/core/contract/task";
import { labelTierForScore, tierLabel } from "@firstly/core/scoring/tiers";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { cardText, cardTitle } from "../card-text";
import { taskPictures } from "../task-pictures";
import { scoreFor } from "../sort-tasks";
import { correctionBadge } from "./correction-text";

/** The 'Ranked wrong?' buttons load when a card's rank options are first opened. */
const RankCorrectionButtons = lazy(async () => ({
  default: (await import("./rank-correction-controls")).RankCorrectionButtons,
}));

interface TaskCardProps {
  task: Task;
  mainGoalId: string | null;
  /** the place in the ranked list; null for the just-added thought, which shows apart */
  rank: number | null;
  compact: boolean;
  /**
   * Settings → Visual enhancement 'Basic': calm and compact — a neutral card, no pictures, the
   * tier as a small dot and word. 'Enhanced' (default): tier tint and bar, pictures, 'N photos'.
   */
  basic?: boolean;
  /**
   * one of the first cards: its picture loads at once (it is on screen, often the page's largest
   * element, and app/preload-first-pictures.ts already asked for it), not when scrolled to
   */
  eager?: boolean;
  /** one of the cards on screen at start: drawn whole, not skipped until scrolled to */
  drawnAtOnce?: boolean;
}

/**
 * One home card: tier tint and label, short title, text cut to 30 words. Memoised: a refetch
 * keeps unchanged task objects (react-query structural sharing), so only changed cards re-render.
 */
export const TaskCard = memo(function TaskCard({
  task,
  mainGoalId,
  rank,
  compact,
  basic = false,
  eager = false,
  drawnAtOnce = false,
}: TaskCardProps) {
  const tier = labelTierForScore(scoreFor(task, mainGoalId));
  const title = task.title ? cardTitle(task.title) : "";
  const text = cardText(task.text);
  const pictures = basic ? [] : taskPictures(task);
  const image = pictures[0];
  const photos = pictures.length;
  const isGenerating = !basic && task.isGeneratingImage;
  const correction = mainGoalId ? task.rankCorrections[mainGoalId]?.kind : undefined;
  const [isRankOpen, setRankOpen] = useState(false);
  const rankPanelId = useId();
  const rankToggle = useRef<HTMLButtonElement>(null);
  const closeRank = () => {
    setRankOpen(false);
    rankToggle.current?.focus();
  };
  return (
    <li
      className={cn("relative flex flex-col", !drawnAtOnce && "cv-auto", `tier-${tier}`)}
      data-visual={basic ? "basic" : "enhanced"}
    >
      <Link
        to={paths.task(task.id)}
        state={{ overHome: true } satisfies OverHomeState}
        className={cn(
          "group relative flex flex-1 flex-col overflow-hidden rounded-2xl border border-line/80 transition duration-200 focus-visible:-translate-y-0.5",
          basic
            ? "bg-surface hover:border-line"
            : "tier-tint shadow-card hover:-translate-y-0.5 hover:shadow-lg",
        )}
      >
        {!basic && <span aria-hidden className="absolute inset-y-0 left-0 w-1 tier-bar" />}
        {image && !compact && (
          // eslint-disable-next-line jsx-a11y/img-redundant-alt -- an AI picture for the thought, named as such wherever pictures are (the goal's reads the same)
          <img
            src={image}
            alt={`Picture for “${cardName(title, text)}”`}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="aspect-[16/9] w-full object-cover"
          />
        )}
        <div className={cn("flex flex-1 flex-col gap-2", compact ? "p-3 pl-4" : "p-4 pl-5")}>
          <div className={cn("flex flex-wrap items-center gap-1.5", mainGoalId && "pr-8")}>
            {rank === null ? (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-semibold text-accent">
                Just added
              </span>
            ) : (
              <span className="text-xs font-semibold text-ink-soft tabular-nums">#{rank}</span>
            )}
            {basic ? (
              <span className="inline-flex items-center gap-1.5 text-[11px] font-medium text-ink-soft">
                <span aria-hidden className="size-2 rounded-full tier-bar" />
                {tierLabel(tier)}
              </span>
            ) : (
              <span className="rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide tier-chip">
                {tierLabel(tier)}
              </span>
            )}
            {correction && (
              <span className="rounded-full border border-accent/30 bg-accent-soft px-2 py-0.5 text-[11px] font-semibold text-accent">
                {correctionBadge(correction)}
              </span>
            )}
            {task.isPriority && (
              <Star aria-label="Priority" className="size-3.5 fill-gold text-gold" />
            )}
            {isGenerating && (
              <span
                role="status"
                className="inline-flex items-center gap-1 text-[11px] font-medium text-ink-soft"
              >
                <Loader2 aria-hidden className="size-3.5 animate-spin" />
                Creating image…
              </span>
            )}
            {/* the count tells of pictures beyond the one shown (every thought has its own) */}
            {photos > (image && !compact ? 1 : 0) && (
              <span className="ml-auto inline-flex items-center gap-1 text-[11px] font-medium text-ink-soft">
                <ImageIcon aria-hidden className="size-3.5" />
                {photos} {photos === 1 ? "photo" : "photos"}
              </span>
            )}
          </div>
          {title && (
            <h3
              className={cn(
                "font-semibold tracking-tight text-ink",
                mainGoalId && compact && "pr-6",
                // the line height after the size: cn keeps the later of a size and a leading
                compact ? "text-[15px] leading-snug" : "text-[17px] leading-snug",
              )}
            >
              {title}
            </h3>
          )}
          {text && (
            <p
              className={cn(
                "break-words whitespace-pre-line text-ink-soft",
                title || compact ? "text-sm leading-relaxed" : "text-[15px] leading-snug text-ink",
              )}
            >
              {text}
            </p>
          )}
          {!title && !text && <p className="text-sm text-ink-soft italic">Empty thought</p>}
          {!basic && task.aiDescription && (
            <p className="mt-auto flex items-start gap-1.5 pt-1 text-xs text-ink-soft">
              <Sparkles aria-hidden className="mt-px size-3.5 shrink-0 text-gold" />
              <span className="line-clamp-2">{task.aiDescription}</span>
            </p>
          )}
        </div>
      </Link>
      {mainGoalId && task.status !== "completed" && (
        <>
          {/* outside the link: a button inside an anchor is not allowed */}
          <button
            ref={rankToggle}
            type="button"
            aria-label={`Rank options: ${cardName(title, text)}`}
            aria-expanded={isRankOpen}
            aria-controls={isRankOpen ? rankPanelId : undefined}
            onClick={() => setRankOpen((open) => !open)}
            className="group/rank absolute top-0 right-0 z-10 grid size-11 place-items-center rounded-full"
          >
            <span
              className={cn(
                "grid size-8 place-items-center rounded-full border border-line/80 bg-surface/90 text-ink-soft shadow-sm transition group-hover/rank:text-ink",
                isRankOpen && "border-accent/40 bg-accent-soft text-accent",
              )}
            >
              <ArrowUpDown aria-hidden className="size-4" />
            </span>
          </button>
          {isRankOpen && (
            // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape pressed on any of the panel's buttons closes it; the buttons are what is interactive
            <div
              id={rankPanelId}
              onKeyDown={(e) => {
                if (e.key === "Escape") closeRank();
              }}
              className="mt-2 rounded-2xl border border-line bg-surface p-2 shadow-card"
            >
              <Suspense fallback={<div className="h-11" />}>
                <RankCorrectionButtons task={task} goalId={mainGoalId} onDone={closeRank} />
              </Suspense>
            </div>
          )}
        </>
      )}
    </li>
  );
});

/** What a card's rank button is called, so each card's button has its own name (screen readers). */
function cardName(title: string | undefined, text: string | undefined): string {
  const words = (title || text || "Empty thought").replace(/\s+/g, " ").trim();
  return words.length > 60 ? `${words.slice(0, 59)}…` : words;
}
