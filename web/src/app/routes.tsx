import type { RouteObject } from "react-router";
import { HomeScreen } from "../features/tasks/components/home-screen";
import { nextTask } from "../lib/next-task";
import { serverPaintWaits } from "../lib/use-taken-over";
import { AppHeader } from "./shell/app-header";

/**
 * A screen's modules, in the order given. While the page the server drew waits for the app (a
 * reload of /settings: the page asked for all of them already), each is evaluated in a task of its
 * own, the drawer's libraries first: evaluated together they held a phone's main thread for one
 * long task (~100 ms at its pace, issue 30). Otherwise, when they may still have to come over the
 * network, they are asked for at once.
 */
async function loadInTurn<T extends readonly unknown[]>(
  ...loaders: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!serverPaintWaits())
    return (await Promise.all(loaders.map((load) => load()))) as unknown as T;
  const modules: unknown[] = [];
  for (const load of loaders) {
    modules.push(await load());
    await nextTask();
  }
  return modules as unknown as T;
}

/**
 * The single route table. Add a screen by adding one entry here (lazy for anything not on the
 * first paint). Paths live in lib/paths.ts.
 * Screens shown over home can render <AppHeader /> (app/shell/app-header) like the index route.
 */
export const appRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <>
        <AppHeader />
        <HomeScreen />
      </>
    ),
  },
  {
    path: "add",
    lazy: async () => ({
      Component: (await import("../features/tasks/components/add-thought-screen")).AddThoughtScreen,
    }),
  },
  {
    path: "tasks/:id",
    lazy: async () => ({ Component: (await import("./task-route")).TaskRoute }),
  },
  {
    // docs/behaviour/note-editor.md add-note and edit-note: the note editor, shown over home ("new"
    // is add-note)
    path: "notes/:id",
    lazy: async () => {
      const { NoteEditorScreen } = await import("../features/tasks/note-editor/note-editor-screen");
      return {
        Component: () => (
          <>
            <AppHeader />
            <HomeScreen />
            <NoteEditorScreen />
          </>
        ),
      };
    },
  },
  {
    path: "goal",
    lazy: async () => ({
      Component: (await import("../features/goals/components/main-goal-screen")).MainGoalScreen,
    }),
  },
  {
    path: "subtasks/new",
    lazy: async () => ({
      Component: (await import("../features/goals/components/add-subtask-screen")).AddSubtaskScreen,
    }),
  },
  {
    path: "subtasks/:id",
    lazy: async () => ({
      Component: (await import("../features/goals/components/subtask-screen")).SubtaskScreen,
    }),
  },
  {
    // docs/behaviour/completed.md: completed goals and settings share one drawer, shown over home
    path: "completed",
    lazy: async () => {
      const [, { SettingsDrawer }, { CompletedGoals }] = await loadInTurn(
        () => import("../components/left-drawer"),
        () => import("../features/settings/components/settings-drawer"),
        () => import("../features/completed/components/completed-goals"),
      );
      return {
        Component: () => (
          <>
            <AppHeader />
            <HomeScreen />
            <SettingsDrawer title="Completed Goals">
              <CompletedGoals />
            </SettingsDrawer>
          </>
        ),
      };
    },
  },
  ...(["search", "search/completed"] as const).map((path) => ({
    // docs/behaviour/search.md#completed-search: enhanced search and Completed Items are shown over
    // home, in the shared drawer
    path,
    lazy: async () => {
      const [{ SettingsDrawer }, { SearchPanel }] = await Promise.all([
        import("../features/settings/components/settings-drawer"),
        import("../features/search/components/search-panel"),
      ]);
      const scope = path === "search" ? "active" : "completed";
      return {
        Component: () => (
          <>
            <AppHeader />
            <HomeScreen />
            <SettingsDrawer title={scope === "active" ? "Search" : "Completed Items"}>
              <SearchPanel key={scope} scope={scope} />
            </SettingsDrawer>
          </>
        ),
      };
    },
  })),
  {
    // docs/behaviour/navigation.md#analytics-screen analytics; the chart library comes with this
    // chunk, never with the first page
    path: "analytics",
    lazy: async () => ({
      Component: (await import("../features/analytics/components/analytics-screen"))
        .AnalyticsScreen,
    }),
  },
  {
    path: "import",
    lazy: async () => ({
      Component: (await import("../features/import/components/import-screen")).ImportScreen,
    }),
  },
  {
    path: "reset-password",
    lazy: async () => ({
      Component: (await import("../features/account/reset-password-screen")).ResetPasswordScreen,
    }),
  },
  {
    path: "help",
    lazy: async () => ({
      Component: (await import("../features/help/components/help-screen")).HelpScreen,
    }),
  },
  {
    path: "privacy",
    lazy: async () => ({
      Component: (await import("../features/help/components/privacy-screen")).PrivacyScreen,
    }),
  },
  {
    path: "terms",
    lazy: async () => ({
      Component: (await import("../features/help/components/terms-screen")).TermsScreen,
    }),
  },
  // docs/behaviour/billing.md: subscription and success are loaded lazily
  {
    path: "subscription",
    lazy: async () => ({
      Component: (await import("../features/billing/components/subscription-screen"))
        .SubscriptionScreen,
    }),
  },
  {
    path: "success",
    lazy: async () => ({
      Component: (await import("../features/billing/components/success-screen")).SuccessScreen,
    }),
  },
  {
    path: "settings",
    lazy: async () => {
      const [, { SettingsDrawer }, { SettingsPanel }] = await loadInTurn(
        () => import("../components/left-drawer"),
        () => import("../features/settings/components/settings-drawer"),
        () => import("./settings/settings-panel"),
      );
      return {
        Component: () => (
          <>
            <AppHeader />
            <HomeScreen />
            <SettingsDrawer title="Settings">
              <SettingsPanel />
            </SettingsDrawer>
          </>
        ),
      };
    },
  },
];
