/**
 * Runs `task` once the page has painted its first content and the browser then has a moment to
 * spare (or after `timeoutMs`, for a page that paints nothing contentful): for work the first
 * screen does not wait for, which would otherwise take the network and the main thread in the
 * moments the first paint waits for.
 */
export function afterFirstPaint(task: () => void, timeoutMs = 4_000): void {
  let observer: PerformanceObserver | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(timer);
    whenIdle(task);
  };
  const timer = setTimeout(start, timeoutMs);
  if (typeof PerformanceObserver === "undefined") return;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === "first-contentful-paint")) start();
    });
    observer.observe({ type: "paint", buffered: true });
  } catch {
    // no paint timing in this browser: the timeout starts it
  }
}

function whenIdle(task: () => void) {
  const host = window as Partial<Pick<Window, "requestIdleCallback">> & Window;
  if (host.requestIdleCallback) host.requestIdleCallback(task, { timeout: 2_000 });
  else window.setTimeout(task, 0);
}
