import type { AppDeps } from "../context";
import { accountInfo } from "../use-cases/account/account-info";
import { guestArrival } from "../use-cases/account/guest-arrival";
import { listGoals } from "../use-cases/goals/list-goals";
import { getSettings } from "../use-cases/settings/get-settings";
import { listTasks } from "../use-cases/tasks/list-tasks";
import { getUsage } from "../use-cases/usage/get-usage";
import { healthStatus } from "./health-status";
import { resolveSessionUser } from "../auth/resolve-session-user";
import { getPushStatus } from "../use-cases/push/get-push-status";
import { listAccessTokens } from "../use-cases/tokens/list-access-tokens";
import { calendarFeedStatus } from "../use-cases/calendar/calendar-feed-status";

/**
 * What the first screen asks for, for the person the request's cookie names, as the JSON the API
 * would answer (keyed by endpoint name), to send inside index.html: the web app then renders home
 * once, with everything, instead of once per answer (web/src/app/seed-first-screen.ts puts it in
 * the query cache unchecked: server test first-screen.test.ts parses every carried answer with
 * the contract, decision 0029). Every screen gets home's data (home is behind every drawer) and
 * the status, and a signed-in person what their guest sign-ins left to say (home's note, web
 * features/auth/components/guest-arrival-note.tsx); Settings also gets what its own sections show
 * (the account, notifications, access tokens, the calendar feed), so it does not ask for them,
 * and load the contract to check them, while the app starts. Null for nobody signed in, or if any
 * part fails (the app then asks the API as usual).
 * `<` is escaped, so no text a person wrote can close the script.
 */
export async function firstScreenData(
  deps: AppDeps,
  headers: Headers,
  pathname = "/",
): Promise<string | null> {
  try {
    const user = await resolveSessionUser(deps, headers);
    if (!user) return null;
    const onSettings = pathname === "/settings" && !user.isGuest;
    const [tasks, goals, settings, usage, health, arrival, account, push, tokens, calendar] =
      await Promise.all([
        listTasks({ deps, user }),
        listGoals({ deps, user }),
        getSettings({ deps, user }),
        getUsage({ deps, user }),
        healthStatus(deps),
        user.isGuest ? null : guestArrival({ deps, user }),
        onSettings ? accountInfo({ deps, user }) : null,
        onSettings ? getPushStatus({ deps, user }) : null,
        onSettings ? listAccessTokens({ deps, user }) : null,
        onSettings ? calendarFeedStatus({ deps, user }) : null,
      ]);
    const json =
      `{"me":${JSON.stringify({ user })},"listTasks":${tasks.text},` +
      `"listGoals":${JSON.stringify(goals)},"getSettings":${JSON.stringify(settings)},` +
      `"usage":${JSON.stringify(usage)},"health":${JSON.stringify(health)}` +
      (arrival ? `,"guestArrival":${JSON.stringify(arrival)}` : "") +
      (account ? `,"accountInfo":${JSON.stringify(account)}` : "") +
      (push ? `,"pushStatus":${JSON.stringify(push)}` : "") +
      (tokens ? `,"listAccessTokens":${JSON.stringify(tokens)}` : "") +
      (calendar ? `,"calendarFeed":${JSON.stringify(calendar)}` : "") +
      "}";
    return json.replace(/</g, "\\u003c");
  } catch (error) {
    deps.log.warn("first_screen.failed", {
      error: error instanceof Error ? error.name : "unknown",
    });
    return null;
  }
}
