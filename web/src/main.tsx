import { startTransition, StrictMode, useLayoutEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { prefetchFirstScreen } from "./app/prefetch-first-screen";
import { seedFirstScreen } from "./app/seed-first-screen";
import { preloadFirstPictures } from "./app/preload-first-pictures";
import { createQueryClient } from "./app/query-client";
import { registerServiceWorker } from "./app/register-service-worker";
import { startOfflineSync } from "./app/offline-sync";
import { nextTask } from "./lib/next-task";
import { setTakingOver } from "./lib/use-taken-over";
import "./styles.css";

/**
 * The start, in steps that are each their own task: the first page's modules evaluate in one
 * task the browser cannot cut, and filling the cache, building the router and taking the screen
 * over used to run in that same task (~120 ms at a phone's pace, issue 30). Between steps the
 * browser can paint and answer a tap.
 */
async function start() {
  // the modules' own evaluation is a task of its own
  await nextTask();
  // the server drew this screen already (server http/first-paint.ts, decision 0028)
  const painted = document.querySelector<HTMLElement>("#root > [data-first-paint]");
  const queryClient = createQueryClient();
  const isSeeded = seedFirstScreen(queryClient);
  // a painted page's markup asked for its pictures already
  if (!painted) preloadFirstPictures(queryClient);
  await nextTask();
  startOfflineSync(queryClient, { isSeeded });
  prefetchFirstScreen(queryClient);
  // analytics' queue is not part of the first page: events tracked before it loads wait for it
  void import("./lib/analytics-queue").then(({ installAnalytics }) =>
    installAnalytics(queryClient),
  );
  await nextTask();
  const router = createAppRouter();
  registerServiceWorker((url) => void router.navigate(url));
  await nextTask();

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // React takes over the markup the server sent instead of drawing it again, once the screen's
  // code is here (a lazily loaded one would otherwise show its loading screen first), and then
  // lets it be used
  if (painted) {
    const hydrate = () => {
      setTakingOver(true);
      startTransition(() => {
        hydrateRoot(
          painted,
          <>
            <TakeOver
              onDone={() => {
                setTakingOver(false);
                painted.removeAttribute("inert");
              }}
            />
            {app}
          </>,
        );
      });
    };
    if (router.state.initialized) hydrate();
    else {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        hydrate();
      });
    }
  } else {
    // a transition: React renders the first screen in slices and lets the browser breathe
    // between them (a phone's main thread is never blocked for long), instead of in one long task
    const root = createRoot(document.getElementById("root")!);
    startTransition(() => root.render(app));
  }
}

void start();

/**
 * Once React has taken the server's markup over, it can be clicked, focused and read out: first
 * in the tree and a layout effect, so it is so before any of the screens' own effects run (Add
 * Thought puts the caret in its text).
 */
function TakeOver({ onDone }: { onDone: () => void }) {
  useLayoutEffect(onDone, [onDone]);
  return null;
}
