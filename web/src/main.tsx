import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { prefetchFirstScreen } from "./app/prefetch-first-screen";
import { seedFirstScreen } from "./app/seed-first-screen";
import { preloadFirstPictures } from "./app/preload-first-pictures";
import { createQueryClient } from "./app/query-client";
import { registerServiceWorker } from "./app/register-service-worker";
import { startOfflineSync } from "./app/offline-sync";
import "./styles.css";

const queryClient = createQueryClient();
const isSeeded = seedFirstScreen(queryClient);
preloadFirstPictures(queryClient);
startOfflineSync(queryClient, { isSeeded });
prefetchFirstScreen(queryClient);
// analytics' queue is not part of the first page: events tracked before it loads wait for it
void import("./lib/analytics-queue").then(({ installAnalytics }) => installAnalytics(queryClient));
const router = createAppRouter();
registerServiceWorker((url) => void router.navigate(url));

// a transition: React renders the first screen in slices and lets the browser breathe between
// them (a phone's main thread is never blocked for long), instead of in one long task
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
