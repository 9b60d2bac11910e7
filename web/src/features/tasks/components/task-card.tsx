import { memo } from "react";
import { Link } from "react-router";
import type { OverHomeState } from "../../../lib/use-media-query";
import { ImageIcon, Sparkles, Star } from "lucide-react";
import type { Task } from "@firstly/core/contract/task";
import { tierForScore, tierLabel } from "@firstly/core/scoring/tiers";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { cardText, cardTitle } from "../card-text";
import { scoreFor } from "../sort-tasks";

interface TaskCardProps {
  task: Task;
  mainGoalId: string | null;
  rank: number;
  compact: boolean;
  /**
   * Settings → Visual enhancement 'Basic': calm and compact — a neutral card, no pictures, the
   * tier as a small dot and word. 'Enhanced' (default): tier tint and bar, pictures, 'N photos'.
   */
  basic?: boolean;
  /** the newest note, pinned first for 2 hours */
  isNew: boolean;
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
  isNew,
}: TaskCardProps) {
  const tier = tierForScore(scoreFor(task, mainGoalId));
  const title = task.title ? cardTitle(task.title) : "";
  const text = cardText(task.text);
  const image = basic ? undefined : task.imageURLs[0];
  const photos = basic ? 0 : task.imageURLs.length;
  return (
    <li className={cn("cv-auto", `tier-${tier}`)} data-visual={basic ? "basic" : "enhanced"}>
      <Link
        to={paths.task(task.id)}
        state={{ overHome: true } satisfies OverHomeState}
        className={cn(
          "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line/80 transition duration-200 focus-visible:-translate-y-0.5",
          basic
            ? "bg-surface hover:border-line"
            : "tier-tint shadow-card hover:-translate-y-0.5 hover:shadow-lg",
        )}
      >
        {!basic && <span aria-hidden className="absolute inset-y-0 left-0 w-1 tier-bar" />}
        {image && !compact && (
          <img
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[16/9] w-full object-cover"
          />
        )}
        <div className={cn("flex flex-1 flex-col gap-2", compact ? "p-3 pl-4" : "p-4 pl-5")}>
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="text-xs font-semibold text-muted tabular-nums">#{rank}</span>
            {basic ? (
              <span className="inline-flex items-center gap-1.5 text-[11px] font-medium text-muted">
                <span aria-hidden className="size-2 rounded-full tier-bar" />
                {tierLabel(tier)}
              </span>
            ) : (
              <span className="rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide tier-chip">
                {tierLabel(tier)}
              </span>
            )}
            {isNew && (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-semibold text-accent">
                New
              </span>
            )}
            {task.isPriority && (
              <Star aria-label="Priority" className="size-3.5 fill-gold text-gold" />
            )}
            {photos > 0 && (
              <span className="ml-auto inline-flex items-center gap-1 text-[11px] font-medium text-muted">
                <ImageIcon aria-hidden className="size-3.5" />
                {photos} {photos === 1 ? "photo" : "photos"}
              </span>
            )}
          </div>
          {title && (
            <h3
              className={cn(
                "leading-snug font-semibold tracking-tight text-ink",
                compact ? "text-[15px]" : "text-[17px]",
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
          {!title && !text && <p className="text-sm text-muted italic">Empty thought</p>}
          {!basic && task.aiDescription && (
            <p className="mt-auto flex items-start gap-1.5 pt-1 text-xs text-muted">
              <Sparkles aria-hidden className="mt-px size-3.5 shrink-0 text-gold" />
              <span className="line-clamp-2">{task.aiDescription}</span>
            </p>
          )}
        </div>
      </Link>
    </li>
  );
});
