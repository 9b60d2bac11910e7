import type { ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { AnimatePresence, domAnimation, LazyMotion, m } from "motion/react";

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

/**
 * The modal panel that slides in from the left over a dimmed page (SPEC §2's side menu and the
 * Settings / Completed drawer): focus is trapped in it, Escape and the backdrop close it, and it
 * slides out before it goes. Motion's features load with it, not with the first page.
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
  return (
    <LazyMotion features={domAnimation} strict>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <AnimatePresence initial={slideIn} onExitComplete={onExitComplete}>
          {open && (
            <Dialog.Portal forceMount>
              <Dialog.Overlay asChild forceMount>
                <m.div
                  className={`fixed inset-0 z-40 ${overlayClassName}`}
                  initial={{ opacity: 0 }}
                  animate={{ opacity: 1 }}
                  exit={{ opacity: 0 }}
                />
              </Dialog.Overlay>
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
