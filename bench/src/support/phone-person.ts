/**
 * The person the phone benches open the app as (bench:lighthouse, bench:start-trace): a main goal,
 * a subtask goal, thoughts of every tier (critical, important, useful, obstacle), three completed
 * ones (so Completed Items has a list) and, added last, a pinned 'Just added' thought; relaxed
 * mode shows them all. Returns once the server has drawn every picture the seeding queued.
 */
import { tierForScore } from "@firstly/core/scoring/tiers";
import type { person } from "./app-process";

type Person = Awaited<ReturnType<typeof person>>;

/** The screens the phone benches open, by name. */
export const PHONE_SCREENS = [
  { name: "home", path: "/" },
  { name: "add", path: "/add" },
  { name: "settings", path: "/settings" },
  { name: "completed", path: "/completed" },
] as const;

export async function seedPhonePerson(me: Person): Promise<void> {
  await me.call("POST", "/api/goals/main", { description: "Run a half marathon in the spring" });
  await me.call("POST", "/api/goals/subtasks", { description: "Run 5 km three times a week" });
  for (const text of ["Easy 8 km recovery run", "Book the race hotel", "Water the plants"]) {
    const id = crypto.randomUUID();
    await me.call("POST", "/api/tasks", { id, text });
    await me.call("POST", `/api/tasks/${id}/actions`, { action: "complete" });
  }
  for (const text of [
    "Long run on Sunday, 14 km easy",
    "Sign up for the half marathon race",
    "Interval session: 6 x 800 m",
    "Buy new running shoes",
    "Book a physio check for my knee",
    "Reply to the landlord about the boiler",
    "Binge-watch a new series all weekend",
    "Skip the long runs and stay up late gaming instead",
    "Stretch after work",
  ]) {
    await me.call("POST", "/api/tasks", { id: crypto.randomUUID(), text });
  }
  await me.call("PATCH", "/api/settings", { displayMode: "relaxed" });
  const listed = (await me.call("GET", "/api/tasks")) as {
    tasks: { status: string; goalAssessments: Record<string, { score: number }> }[];
  };
  const tiers = new Set(
    listed.tasks
      .filter((t) => t.status !== "completed")
      .flatMap((t) => Object.values(t.goalAssessments).map((a) => tierForScore(a.score))),
  );
  console.error(`seeded tiers: ${[...tiers].sort().join(", ")}`);
  // every create queues a picture, drawn by the server in the background for a while after the
  // seeding; a run that starts before they are all drawn times the server's drawing (the same
  // two cores) and the list changing under the page, not what a person opening the app meets
  const started = Date.now();
  const making = (list: unknown) =>
    Array.isArray(list) &&
    list.some((item: { isGeneratingImage?: boolean }) => item.isGeneratingImage);
  for (;;) {
    const { tasks } = (await me.call("GET", "/api/tasks")) as { tasks: unknown };
    const { goals } = (await me.call("GET", "/api/goals")) as { goals: unknown };
    if (!making(tasks) && !making(goals)) break;
    if (Date.now() - started > 300_000) throw new Error("the pictures were not drawn in 300 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`(waited ${Math.round((Date.now() - started) / 1000)} s for the pictures)`);
}

/** The person's sign-in cookie, as a browser context takes it. */
export function cookiesFor(me: Person, url: string) {
  const domain = new URL(url).hostname;
  return me.cookie.split("; ").map((pair) => {
    const [name, ...value] = pair.split("=");
    return { name: name ?? "", value: value.join("="), domain, path: "/" };
  });
}
