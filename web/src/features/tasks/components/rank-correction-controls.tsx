import { ArrowDown, ArrowUp, Ban, type LucideIcon } from "lucide-react";
import type { RankCorrectionKind, Task } from "@firstly/core/contract/task";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { useRankCorrection } from "../api/rank-correction";
import { correctionSentence } from "./correction-text";

const choices: { kind: RankCorrectionKind; label: string; icon: LucideIcon; done: string }[] = [
  { kind: "up", label: "Move up", icon: ArrowUp, done: "Moved up" },
  { kind: "down", label: "Move down", icon: ArrowDown, done: "Moved down" },
  { kind: "not_for_goal", label: "Not for this goal", icon: Ban, done: "Marked not for this goal" },
];

/**
 * The three corrections as pressable buttons (the current one pressed; pressing it again undoes
 * it). Used on the card's rank options and in the task view.
 */
export function RankCorrectionButtons({
  task,
  goalId,
  onDone,
  className,
}: {
  task: Task;
  goalId: string;
  onDone?: () => void;
  className?: string;
}) {
  const correction = useRankCorrection(task, goalId);
  const current = task.rankCorrections[goalId]?.kind ?? null;
  const choose = (kind: RankCorrectionKind) => {
    const next = current === kind ? null : kind;
    // the promise, not mutate's callbacks: a card's options close at once (onDone), and callbacks
    // given to mutate are dropped once the component that called it has gone
    correction.mutateAsync(next).then(
      () =>
        toast.success(
          next ? (choices.find((c) => c.kind === next)?.done ?? "") : "Correction undone",
        ),
      (e: Error) => toast.error(e.message),
    );
    onDone?.();
  };
  return (
    <div
      role="group"
      aria-label="Correct the rank"
      className={cn("flex flex-wrap gap-2", className)}
    >
      {choices.map(({ kind, label, icon: Icon }) => (
        <button
          key={kind}
          type="button"
          aria-pressed={current === kind}
          onClick={() => choose(kind)}
          className={cn(
            "inline-flex min-h-11 items-center gap-1.5 rounded-xl border px-3 text-sm font-semibold transition",
            current === kind
              ? "border-accent/40 bg-accent-soft text-accent"
              : "border-line bg-surface text-ink-soft hover:text-ink",
          )}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}

/** Task Details: "You moved this up" with Undo, and the engine's own score beside the person's. */
export function CorrectionNote({ task, goalId }: { task: Task; goalId: string }) {
  const correction = useRankCorrection(task, goalId);
  const kind = task.rankCorrections[goalId]?.kind;
  if (!kind) return null;
  const undo = () =>
    correction.mutate(null, {
      onSuccess: () => toast.success("Correction undone"),
      onError: (e) => toast.error(e.message),
    });
  return (
    <div className="mt-3 flex items-center gap-3 rounded-xl bg-accent-soft p-3 text-sm">
      <p className="flex-1 font-semibold text-accent">{correctionSentence(kind)}</p>
      <button
        type="button"
        onClick={undo}
        aria-label="Undo rank correction"
        className="min-h-11 rounded-xl border border-accent/30 bg-surface px-4 font-semibold text-accent hover:opacity-90"
      >
        Undo
      </button>
    </div>
  );
}
