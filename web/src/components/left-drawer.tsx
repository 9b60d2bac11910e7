import { startTransition, useEffect, useState, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { AnimatePresence, domAnimation, LazyMotion, m } from "motion/react";
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
 * dialog, which closes it. Motion's features load with it, not with the first page.
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
  if (waits) return null;
  return (
    <LazyMotion features={domAnimation} strict>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <AnimatePresence initial={slideIn} onExitComplete={onExitComplete}>
          {open && (
            // the body named at once: Radix's portal would otherwise wait for its own mount and
            // then draw the whole panel in a second render that cannot be sliced; never during
            // the takeover (above), where a portal would differ from the server's paint
            <Dialog.Portal
              forceMount
              container={typeof document === "undefined" ? undefined : document.body}
            >
              <m.div
                aria-hidden
                data-drawer-backdrop=""
                // the open dialog makes the page inert to the pointer; the backdrop takes presses
                style={{ pointerEvents: "auto" }}
                className={`fixed inset-0 z-40 touch-none overscroll-contain ${overlayClassName}`}
                initial={{ opacity: 0 }}
                animate={{ opacity: 1 }}
                exit={{ opacity: 0 }}
              />
              <Dialog.Content
                asChild
                forceMount
                aria-describedby={undefined}
                onOpenAutoFocus={onOpenAutoFocus}
              >
                <m.div
                  // screens and the menu live in this drawer: the app's shortcuts stay on there
                  data-left-drawer=""
                  className={`fixed inset-y-0 left-0 z-40 flex flex-col pt-[env(safe-area-inset-top)] shadow-float outline-none ${panelClassName}`}
                  initial={{ x: "-100%" }}
                  animate={{ x: 0 }}
                  exit={{ x: "-100%" }}
                  transition={{ type: "spring", damping: 34, stiffness: 340 }}
                >
                  {children}
                </m.div>
              </Dialog.Content>
            </Dialog.Portal>
          )}
        </AnimatePresence>
      </Dialog.Root>
    </LazyMotion>
  );
}
