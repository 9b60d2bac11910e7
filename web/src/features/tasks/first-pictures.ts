import type { Task } from "@firstly/core/contract/task";
import { isActiveTask } from "../../lib/queries/tasks";
import { sortTasks } from "./sort-tasks";
import { taskPictures } from "./task-pictures";

/** How many of home's first cards load their picture at once rather than when scrolled to. */
export const EAGER_PICTURES = 2;

/**
 * How many of a list's first cards are drawn whole at once (a row of four on a wide screen), not
 * skipped until scrolled to (`cv-auto`): a skipped card is laid out at a stand-in height first,
 * and one on screen then grew and pushed what was below it down (a layout shift of the list,
 * 0.062 in Lighthouse's phone run; decision 0029).
 */
export const CARDS_DRAWN_AT_ONCE = 4;

/**
 * The pictures home's first cards show, in the order home shows them (the 'Just added' card
 * first, then the ranked list): on a phone the first one is usually the largest thing on the
 * screen. None when the cards show no pictures (two columns on a phone, or Visual enhancement
 * 'Basic'; task-grid.tsx).
 */
export function firstPictures(
  tasks: readonly Task[],
  mainGoalId: string | null,
  view: { visual: "basic" | "enhanced"; mobileColumns: 1 | 2 },
  now: number,
): string[] {
  if (view.visual === "basic" || view.mobileColumns === 2) return [];
  return sortTasks(tasks.filter(isActiveTask), mainGoalId, now)
    .slice(0, EAGER_PICTURES)
    .flatMap((task) => taskPictures(task).slice(0, 1));
}
