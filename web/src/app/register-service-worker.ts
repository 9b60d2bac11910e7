/** How often an open app asks whether a new version has been deployed (when it comes to the front). */
export const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers /sw.js (installable app, offline shell). When a new version is waiting, asks with the
 * spec's text and reloads on acceptance; NAVIGATE messages from a notification click move the app.
 * A worker left waiting (the person said no) is offered again on the next load, and an app left
 * open checks for a new version when it comes back to the front, at most every 30 minutes.
 */
export function registerServiceWorker(navigate: (url: string) => void) {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker.addEventListener(
    "message",
    (event: MessageEvent<{ type?: string; url?: string }>) => {
      if (event.data.type === "NAVIGATE" && typeof event.data.url === "string")
        navigate(event.data.url);
    },
  );
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js")
      .then((registration) => {
        if (registration.waiting) offerUpdate(registration.waiting);
        registration.addEventListener("updatefound", () => {
          const worker = registration.installing;
          worker?.addEventListener("statechange", () => {
            if (worker.state === "installed") offerUpdate(worker);
          });
        });
        let checkedAt = Date.now();
        document.addEventListener("visibilitychange", () => {
          if (document.visibilityState !== "visible" || Date.now() - checkedAt < UPDATE_CHECK_MS)
            return;
          checkedAt = Date.now();
          registration.update().catch(() => undefined); // offline: the next check tries again
        });
      })
      .catch(() => {
        // no service worker (private mode, unsupported): the app works without it
      });
  };
  // after the page's load; a painted page starts the app late (server/src/http/start-after-paint.ts),
  // sometimes after the page has loaded
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * docs/behaviour/navigation.md#new-version: a browser confirm; on yes the waiting worker takes over
 * and the page reloads.
 */
function offerUpdate(worker: ServiceWorker) {
  // the first install has nothing to replace: no question
  if (!navigator.serviceWorker.controller) return;
  if (!window.confirm("New version available! Reload to update?")) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: "SKIP_WAITING" });
}
