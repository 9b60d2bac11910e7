import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { RootLayout } from "../app/root-layout";
import { putFirstScreen } from "../app/seed-first-screen";
import { AppHeader } from "../app/shell/app-header";
import { HomeScreen } from "../features/tasks/components/home-screen";
import { AddThoughtScreen } from "../features/tasks/components/add-thought-screen";

const home = (
  <>
    <AppHeader />
    <HomeScreen />
  </>
);

/**
 * The pages drawn on the server: home, the drawers shown over it, and Add Thought (as it opens,
 * empty: a draft kept on this device shows once the app has taken over). The server reads this
 * list from the built module (server http/first-paint.ts), so the two cannot disagree.
 */
export const PAINTED_PATHS: readonly string[] = ["/", "/settings", "/completed", "/add"];

const screens: Record<string, ReactNode> = { "/add": <AddThoughtScreen /> };

/**
 * The server's first paint of a signed-in person's screen (server http/first-paint.ts, decision
 * 0028): the app's own frame and home, rendered to HTML (waiting for its lazily loaded parts) from the data
 * index.html carries (the query cache filled as web/src/app/seed-first-screen.ts fills it in the browser). Settings and
 * Completed open over home, so their first paint is home; their drawers come with the app; Add
 * Thought is its own screen. Built
 * for Node by `vite build --ssr` (web/dist-ssr), with React inside. Null for any other screen.
 */
export async function renderFirstPaint(pathname: string, data: object): Promise<string | null> {
  const client = createQueryClient();
  putFirstScreen(client, data);
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <RootLayout />,
        children: PAINTED_PATHS.map((path) =>
          path === "/"
            ? { index: true, element: home }
            : { path: path.slice(1), element: screens[path] ?? home },
        ),
      },
    ],
    { initialEntries: [pathname] },
  );
  if (router.state.matches.length < 2) return null;
  // everything, lazily loaded parts too, so the app takes over markup that is whole (a part
  // left to the browser would be drawn again there)
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  client.clear();
  router.dispose();
  return html;
}
