import type { QueryClient } from "@tanstack/react-query";
import type { Goal } from "@firstly/core/contract/goal";
import type { Settings } from "@firstly/core/contract/settings";
import type { Task } from "@firstly/core/contract/task";
import { EAGER_PICTURES, firstPictures } from "../features/tasks/first-pictures";
import { readMobileColumns } from "../features/tasks/use-mobile-columns";
import { activeMainGoal } from "../lib/queries/goals";
import { paths } from "../lib/paths";
import { queryKeys } from "../lib/query-keys";

/** Pages that show home, under a drawer or not (routes.tsx). */
const OVER_HOME: readonly string[] = [
  paths.home,
  paths.settings,
  paths.completed,
  paths.search,
  paths.searchCompleted,
];

/**
 * Asks for the pictures of home's first cards as soon as the page has its data (carried in
 * index.html, app/seed-first-screen.ts), before React renders: the first card's picture is usually
 * the page's largest element, and its request otherwise started only once the card was on screen,
 * after all of the first render. Nothing without seeded data, or on a page that does not show home.
 */
export function preloadFirstPictures(client: QueryClient, doc: Document = document): void {
  if (!OVER_HOME.includes(doc.location.pathname)) return;
  const tasks = client.getQueryData<Task[]>(queryKeys.tasks);
  if (!tasks) return;
  const settings = client.getQueryData<Settings>(queryKeys.settings);
  const mainGoal = activeMainGoal(client.getQueryData<Goal[]>(queryKeys.goals));
  const pictures = firstPictures(
    tasks,
    mainGoal?.id ?? null,
    { visual: settings?.visualDisplayMode ?? "enhanced", mobileColumns: readMobileColumns() },
    Date.now(),
  );
  pictures.slice(0, EAGER_PICTURES).forEach((href, index) => {
    const link = doc.createElement("link");
    link.setAttribute("rel", "preload");
    link.setAttribute("as", "image");
    link.setAttribute("href", href);
    if (index === 0) link.setAttribute("fetchpriority", "high");
    doc.head.append(link);
  });
}
