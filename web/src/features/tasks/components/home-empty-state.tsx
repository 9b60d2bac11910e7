import { Link } from "react-router";
import { GuestAuthButtons } from "../../../components/guest-auth-buttons";
import { Compass, FileUp, Plus, Target } from "lucide-react";
import { paths } from "../../../lib/paths";

interface HomeEmptyStateProps {
  isGuest: boolean;
  hasMainGoal: boolean;
  /**
   * a main goal was completed: the link reads 'Set your new main goal'
   * (docs/behaviour/states.md#goal-status)
   */
  isNewGoal?: boolean;
}

/**
 * docs/behaviour/home.md#empty-state Home empty state; a guest is also offered Sign In / Sign Up to
 * keep their thoughts.
 */
export function HomeEmptyState({ isGuest, hasMainGoal, isNewGoal = false }: HomeEmptyStateProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-2 pt-10 pb-24 text-center">
      <span
        aria-hidden
        className="grid size-16 place-items-center rounded-3xl bg-accent-soft text-accent"
      >
        <Compass className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold tracking-tight">Know what to do first</h2>
      <p className="mt-2 text-muted">
        Set one main goal, jot down what is on your mind, and Firstly ranks it for you.
      </p>
      <div className="mt-7 flex w-full flex-col gap-3">
        {!hasMainGoal && (
          <Link
            to={paths.goal}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-line bg-surface font-semibold text-ink shadow-card transition hover:border-accent/40"
          >
            <Target aria-hidden className="size-5 text-gold" />
            {isNewGoal ? "Set your new main goal" : "Set your main goal"}
          </Link>
        )}
        <Link
          to={paths.add}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-accent font-semibold text-accent-ink shadow-float transition hover:opacity-90"
        >
          <Plus aria-hidden className="size-5" /> Add Your First Thought
        </Link>
        <Link
          to={paths.importList}
          className="inline-flex h-10 items-center justify-center gap-2 text-sm font-medium text-ink-soft underline-offset-4 hover:underline"
        >
          <FileUp aria-hidden className="size-4" /> Import your list from another app
        </Link>
      </div>
      {isGuest && (
        <div className="mt-8 w-full rounded-2xl border border-dashed border-line p-4">
          <p className="text-sm text-ink-soft">Log in to save your thoughts across devices.</p>
          <div className="mt-3">
            <GuestAuthButtons />
          </div>
        </div>
      )}
    </section>
  );
}
