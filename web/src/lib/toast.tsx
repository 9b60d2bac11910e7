import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner in the first page's JavaScript: `toast.success/error/info` queue until
 * sonner and its <Toaster /> are loaded and mounted (shortly after the first paint, or at once
 * when something is said earlier), then go through sonner as before.
 */
type Sonner = typeof SonnerModule;
type Say = (sonner: Sonner) => void;

let mounted: Sonner | null = null;
const waiting: Say[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function say(fn: Say) {
  if (mounted) fn(mounted);
  else {
    waiting.push(fn);
    want();
  }
}

export const toast = {
  success: (message: string, options?: ExternalToast) =>
    say((s) => void s.toast.success(message, options)),
  error: (message: string, options?: ExternalToast) =>
    say((s) => void s.toast.error(message, options)),
  info: (message: string, options?: ExternalToast) =>
    say((s) => void s.toast.info(message, options)),
};

const SonnerToaster = lazy(async () => {
  const sonner = await import("sonner");
  function Mounted() {
    useEffect(() => {
      mounted = sonner;
      for (const fn of waiting.splice(0)) fn(sonner);
      return () => {
        mounted = null;
      };
    }, []);
    return (
      <sonner.Toaster
        position="top-center"
        richColors
        closeButton
        toastOptions={{ className: "!rounded-xl" }}
      />
    );
  }
  return { default: Mounted };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mounts sonner's Toaster once the browser is idle after the first paint, or when a toast waits. */
export function LazyToaster() {
  const isWanted = useSyncExternalStore(subscribe, () => wanted);
  useEffect(() => {
    // Safari has no requestIdleCallback
    const host = window as Partial<Pick<Window, "requestIdleCallback">> & Window;
    if (host.requestIdleCallback) host.requestIdleCallback(() => want());
    else window.setTimeout(want, 1_500);
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
