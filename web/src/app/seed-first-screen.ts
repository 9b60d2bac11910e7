import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { EndpointName } from "@firstly/core/contract/api";
import { queryKeys } from "../lib/query-keys";

/** Where each answer index.html may carry goes in the query cache (as the screens' queries keep it). */
const PLACES: { name: EndpointName; key: QueryKey; pick: (answer: never) => unknown }[] = [
  { name: "me", key: queryKeys.me, pick: (a) => a },
  { name: "listTasks", key: queryKeys.tasks, pick: (a: { tasks: unknown }) => a.tasks },
  { name: "listGoals", key: queryKeys.goals, pick: (a: { goals: unknown }) => a.goals },
  { name: "getSettings", key: queryKeys.settings, pick: (a) => a },
  { name: "usage", key: queryKeys.usage, pick: (a) => a },
  { name: "health", key: queryKeys.health, pick: (a) => a },
  { name: "accountInfo", key: queryKeys.account, pick: (a) => a },
  { name: "guestArrival", key: queryKeys.guestArrival, pick: (a) => a },
  { name: "pushStatus", key: queryKeys.pushStatus, pick: (a) => a },
  { name: "listAccessTokens", key: queryKeys.accessTokens, pick: (a) => a },
  { name: "calendarFeed", key: queryKeys.calendarFeed, pick: (a) => a },
];

/**
 * A signed-in person's first screen comes inside index.html (server http/first-screen-data.ts):
 * it goes into the query cache before React renders, so home renders once, with everything,
 * rather than once per answer. It is not checked against the contract here, as the API's answers
 * are (lib/api.ts): the page and the scripts it names are one build, the server's answers are
 * the contract's shapes (server test first-screen.test.ts parses each one with the contract), and
 * the check cost a phone's start the contract's schemas and zod, about a quarter of a second of
 * blocked main thread (decision 0029). Returns whether there was any.
 */
export function seedFirstScreen(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById("first-screen");
  if (!element?.textContent) return false;
  let data: unknown;
  try {
    data = JSON.parse(element.textContent);
  } catch {
    return false;
  } finally {
    element.remove(); // a later navigation or test must not read an old person's data
  }
  if (typeof data !== "object" || data === null) return false;
  putFirstScreen(client, data);
  return true;
}

/**
 * Puts each answer the first screen's data carries where its screen's query keeps it; returns
 * them. Also used by the server's first paint (first-paint/render-first-paint.tsx), so both draw
 * from one cache shape.
 */
export function putFirstScreen(client: QueryClient, data: object) {
  const seeded = PLACES.filter(({ name }) => name in data).map((place) => ({
    ...place,
    answer: (data as Record<string, unknown>)[place.name],
  }));
  for (const { key, pick, answer } of seeded) client.setQueryData(key, pick(answer as never));
  return seeded;
}
