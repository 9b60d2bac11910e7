import { useEffect, type RefObject } from "react";

/** How long after a press a new toast counts as that press's answer. */
const ANSWER_WINDOW_MS = 2000;
/** Air between the control and the toast above which it comes to rest. */
const GAP_PX = 8;

const controlSelector = "button, a[href], [role='button'], input, textarea, select";

/**
 * A toast never sits over the control that raised it (issue #26): when a toast appears in the
 * bottom band and the control just pressed is under it ('Move up' near the bottom of the task
 * view), the control and its group scroll up clear of the toast. Screens pad their end by that
 * band, so there is always room. The control is the last one clicked (Safari does not focus a
 * pressed button), else the focused one.
 */
export function useKeepControlClearOfToast(toasts: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const region = toasts.current;
    if (!region) return;
    let pressed: { control: HTMLElement; at: number } | null = null;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest<HTMLElement>(controlSelector);
      if (control && !region.contains(control)) pressed = { control, at: Date.now() };
    };
    const observer = new MutationObserver((records) => {
      const toast = records
        .flatMap((record) => [...record.addedNodes])
        .find((node): node is HTMLElement => node instanceof HTMLElement && isToast(node));
      if (!toast) return;
      const recent = pressed && Date.now() - pressed.at < ANSWER_WINDOW_MS ? pressed.control : null;
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const control = recent?.isConnected ? recent : focused;
      if (control && control !== document.body && !region.contains(control)) {
        // with the buttons it belongs with ('Move up' wraps 'Not for this goal' on a phone)
        scrollClear(control.closest<HTMLElement>("[role='group']") ?? control, toast);
      }
    });
    document.addEventListener("click", onClick, true);
    observer.observe(region, { childList: true, subtree: true });
    return () => {
      document.removeEventListener("click", onClick, true);
      observer.disconnect();
    };
  }, [toasts]);
}

function isToast(node: HTMLElement): boolean {
  return node.matches("[data-sonner-toast]") || node.querySelector("[data-sonner-toast]") !== null;
}

/**
 * Where the toast comes to rest is read from its list's offset and its own height, not its box:
 * the box is still sliding in.
 */
function scrollClear(control: HTMLElement, node: HTMLElement): void {
  const toast = node.matches("[data-sonner-toast]")
    ? node
    : node.querySelector<HTMLElement>("[data-sonner-toast]");
  const list = toast?.closest<HTMLElement>("[data-sonner-toaster]");
  if (!toast || !list || list.dataset.yPosition !== "bottom") return;
  const bottom = parseFloat(getComputedStyle(list).bottom) || 0;
  const toastTop = window.innerHeight - bottom - toast.offsetHeight;
  const box = control.getBoundingClientRect();
  if (box.bottom + GAP_PX <= toastTop || box.top >= window.innerHeight - bottom) return;
  control.style.scrollMarginBottom = `${window.innerHeight - toastTop + GAP_PX}px`;
  control.scrollIntoView({ block: "nearest" });
  control.style.scrollMarginBottom = "";
}
