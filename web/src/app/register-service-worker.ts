/**
 * Registers /sw.js (installable app, offline shell). When a new version is waiting, asks with the
 * spec's text and reloads on acceptance; NAVIGATE messages from a notification click move the app.
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
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js")
      .then((registration) => {
        registration.addEventListener("updatefound", () => {
          const worker = registration.installing;
          worker?.addEventListener("statechange", () => {
            if (worker.state === "installed" && navigator.serviceWorker.controller) {
              if (window.confirm("New version available! Reload to update?")) {
                worker.postMessage({ type: "SKIP_WAITING" });
                navigator.serviceWorker.addEventListener(
                  "controllerchange",
                  () => window.location.reload(),
                  { once: true },
                );
              }
            }
          });
        });
      })
      .catch(() => {
        // no service worker (private mode, unsupported): the app works without it
      });
  });
}
