import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Inbox, Loader2, X } from "lucide-react";
import type { GuestArrival } from "@firstly/core/contract/guest-arrival";
import { waitingThoughtsText } from "@firstly/core/contract/guest-arrival-text";
import { callApi } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { openUpgradeDialog } from "../lib/limit-prompt";
import { paths } from "../lib/paths";
import { Button, IconButton } from "./ui/button";

/**
 * Issue 25, on home after a sign-in from a guest's browser: the guest's thoughts that did not fit
 * this month wait ('3 thoughts from before you signed in are waiting') with Pro on offer, or a
 * button that moves them once there is room; and, once, where the guest's main goal went when the
 * account already had one (Completed Goals).
 */
export function GuestArrivalNote({ signedIn }: { signedIn: boolean }) {
  const client = useQueryClient();
  const arrival = useQuery({
    queryKey: queryKeys.guestArrival,
    queryFn: ({ signal }) => callApi("guestArrival", { signal }),
    enabled: signedIn,
    staleTime: 60_000,
  });
  const move = useMutation({
    mutationFn: () => callApi("moveWaitingThoughts"),
    onSuccess: async (next: GuestArrival) => {
      client.setQueryData(queryKeys.guestArrival, next);
      await Promise.all(
        [queryKeys.tasks, queryKeys.goals, queryKeys.usage].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  // told once: the server forgets the notice as soon as it is on screen; it stays for this visit
  const [goal, setGoal] = useState<GuestArrival["completedGoal"]>(null);
  const arrivedGoal = arrival.data?.completedGoal ?? null;
  // the goal last seen in the answer: a new one is kept in `goal`, which Dismiss empties
  const [seenGoal, setSeenGoal] = useState<GuestArrival["completedGoal"]>(null);
  if (arrivedGoal !== seenGoal) {
    setSeenGoal(arrivedGoal);
    if (arrivedGoal) setGoal(arrivedGoal);
  }
  useEffect(() => {
    if (arrivedGoal) void callApi("dismissCompletedGoalNotice").catch(() => undefined);
  }, [arrivedGoal]);

  const waiting = arrival.data?.waiting ?? 0;
  const room = arrival.data?.room;
  if (!signedIn || (waiting === 0 && !goal)) return null;
  return (
    <div className="mb-5 flex flex-col gap-3">
      {waiting > 0 && (
        <section
          aria-label="Thoughts waiting"
          className="flex items-start gap-3 rounded-2xl border border-accent/20 bg-accent-soft px-4 py-3"
        >
          <Inbox aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-ink">{waitingThoughtsText(waiting)}</p>
            <p className="mt-0.5 text-sm text-muted">
              {room === 0
                ? "This month's free thoughts are used up. They are kept safe and can move here next month, or right away with Pro."
                : "There is room for them now."}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {room === 0 ? (
                <Button onClick={openUpgradeDialog} size="sm" className="font-semibold">
                  Upgrade to Pro
                </Button>
              ) : (
                <Button
                  onClick={() => move.mutate()}
                  disabled={move.isPending}
                  size="sm"
                  className="gap-2 font-semibold disabled:opacity-70"
                >
                  {move.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
                  Move them to my list
                </Button>
              )}
            </div>
            {move.isError && (
              <p role="alert" className="mt-2 text-sm text-danger">
                They could not be moved just now. Please try again.
              </p>
            )}
          </div>
        </section>
      )}
      {goal && (
        <section
          aria-label="Your goal from before you signed in"
          className="flex items-start gap-3 rounded-2xl border border-line bg-surface px-4 py-3"
        >
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-tier-important" />
          <div className="min-w-0 flex-1">
            <p className="text-sm text-ink">
              Your goal from before you signed in, “
              <span className="font-medium break-words">{goal.description}</span>”, is in Completed
              Goals: this account already had a main goal.
            </p>
            <Link
              to={paths.completed}
              className="mt-1 inline-block text-sm font-medium text-accent underline-offset-4 hover:underline"
            >
              See it in Completed Goals
            </Link>
          </div>
          <IconButton
            label="Dismiss"
            onClick={() => setGoal(null)}
            size="xs"
            className="shrink-0 text-muted hover:bg-raised"
          >
            <X aria-hidden className="size-4" />
          </IconButton>
        </section>
      )}
    </div>
  );
}
