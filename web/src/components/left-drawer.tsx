import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { cn } from "../lib/cn";
import { isTakingOver } from "../lib/use-taken-over";

interface LeftDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** after the exit animation (a drawer that is a route goes back then) */
  onExitComplete?: () => void;
  /** false: a drawer open from the start shows in place instead of sliding in */
  slideIn?: boolean;
  /** the backdrop's look, beside its placement */
  overlayClassName: string;
  /** the panel's width and surface, beside its placement */
  panelClassName: string;
  onOpenAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/** How many drawers hold the page still; the page scrolls again when the last one closes. */
let locks = 0;
let unlockedOverflow = "";

/**
 * Holds the page under an open drawer still with one style write. Radix's overlay does it with
 * react-remove-scroll, which measures the page (computed style, client width) while React
 * renders: on a page that opens on the drawer (Settings, Completed) that forced a layout of the
 * whole page in the middle of its first render, its costliest moment (issue 30).
 */
function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (locks === 0) {
      unlockedOverflow = root.style.overflow;
      root.style.overflow = "hidden";
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) root.style.overflow = unlockedOverflow;
    };
  }, [active]);
}

/**
 * The modal panel that slides in from the left over a dimmed page (the
 * docs/behaviour/home.md#side-menu side menu and the Settings / Completed drawer): a modal dialog
 * (focus trapped in it, the rest of the page hidden from assistive technology and inert to the
 * pointer), Escape and the backdrop close it, and it slides out before it goes. The backdrop is a
 * plain layer rather than Radix's overlay (see useScrollLock); a press on it is a press outside the
 * dialog, which closes it. The slide and the fade are CSS animations (`drawer-in`, `drawer-out` in
 * styles.css), so opening a drawer loads and sets up no animation library (decision 0032).
 */
export function LeftDrawer({
  open,
  onOpenChange,
  onExitComplete,
  slideIn = true,
  overlayClassName,
  panelClassName,
  onOpenAutoFocus,
  children,
}: LeftDrawerProps) {
  useScrollLock(open);
  // a drawer open on a page the server drew (Settings, Completed) is not part of that paint: it
  // is drawn right after the takeover, in a transition React can slice, rather than in the
  // takeover's commit (decision 0029)
  const [waits, setWaits] = useState(isTakingOver);
  useEffect(() => {
    if (waits) startTransition(() => setWaits(false));
  }, [waits]);
  // shown from opening until the slide out has ended; a drawer open from the start without
  // sliding in is simply there
  const [closing, setClosing] = useState(false);
  const [still, setStill] = useState(open && !slideIn);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open);
    if (!open) setStill(false);
  }
  const panel = useRef<HTMLDivElement | null>(null);
  // what had focus when the drawer opened (the menu button) gets it back when it closes: Radix's
  // modal dialog gives it only to its own Trigger, which these drawers, opened from a button
  // elsewhere or by an address, do not have. Read before the dialog moves focus into itself
  // (a layout effect runs before any effect).
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      returnTo.current = document.activeElement;
    }
  }, [open]);
  const exited = useRef(onExitComplete);
  useEffect(() => {
    exited.current = onExitComplete;
  });
  useEffect(() => {
    if (!closing) return;
    const node = panel.current;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setClosing(false);
      exited.current?.();
    };
    // no animation to wait for (none in this browser, or none asked for)
    const name = node ? getComputedStyle(node).animationName : "";
    if (!node || !name || name === "none") {
      finish();
      return;
    }
    const onEnd = (event: AnimationEvent) => event.target === node && finish();
    node.addEventListener("animationend", onEnd);
    // a hidden tab runs no animation: the drawer still goes
    const timer = setTimeout(finish, EXIT_MS + 300);
    return () => {
      done = true;
      node.removeEventListener("animationend", onEnd);
      clearTimeout(timer);
    };
  }, [closing]);
  if (waits || !(open || closing)) return null;
  const animation = closing ? "out" : still ? null : "in";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* the body named at once: Radix's portal would otherwise wait for its own mount and then
          draw the whole panel in a second render that cannot be sliced; never during the
          takeover (above), where a portal would differ from the server's paint */}
      <Dialog.Portal
        forceMount
        container={typeof document === "undefined" ? undefined : document.body}
      >
        <div
          aria-hidden
          data-drawer-backdrop=""
          // the open dialog makes the page inert to the pointer; the backdrop takes presses until
          // the drawer starts to go
          style={{ pointerEvents: closing ? "none" : "auto" }}
          className={cn(
            "fixed inset-0 z-40 touch-none overscroll-contain",
            animation && `backdrop-${animation}`,
            overlayClassName,
          )}
        />
        <Dialog.Content
          asChild
          forceMount
          aria-describedby={undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // only focus the drawer took with it: a screen a menu entry opened may have put it in
            // its own field (or its own dialog) while the menu slid out
            const active = document.activeElement;
            if (active && active !== document.body) return;
            const back = returnTo.current;
            if (back?.isConnected && back !== document.body) back.focus({ preventScroll: true });
          }}
        >
          <div
            ref={panel}
            // screens and the menu live in this drawer: the app's shortcuts stay on there
            data-left-drawer=""
            className={cn(
              "fixed inset-y-0 left-0 z-40 flex flex-col pt-[env(safe-area-inset-top)] shadow-float outline-none",
              animation && `drawer-${animation}`,
              panelClassName,
            )}
          >
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The slide out's length in styles.css (`.drawer-out`). */
const EXIT_MS = 240;
