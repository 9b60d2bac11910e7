import { startTransition, useEffect, useState, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { NavigationType, useNavigationType } from "react-router";
import { LeftDrawer } from "../../../components/left-drawer";
import { useGoBack } from "../../../lib/use-go-back";

interface SettingsDrawerProps {
  /** 'Settings' or 'Completed Goals' (docs/behaviour/completed.md: both share this drawer) */
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * The left slide-in drawer shown over home. It is a route: closing it (X, Escape, backdrop) plays
 * the exit animation and then goes back, so the browser back button and a reload behave the same.
 */
export function SettingsDrawer({ title, icon, children }: SettingsDrawerProps) {
  const goBack = useGoBack();
  const [isOpen, setOpen] = useState(true);
  // it slides in when opened from the app; a page that opens on it (a reload, a link, back and
  // forward) shows it in place, without spending the page's first moments on an animation
  const navigationType = useNavigationType();
  const [slideIn] = useState(navigationType !== NavigationType.Pop);
  return (
    <LeftDrawer
      open={isOpen}
      onOpenChange={setOpen}
      onExitComplete={goBack}
      slideIn={slideIn}
      overlayClassName="bg-black/35 backdrop-blur-[2px]"
      panelClassName="w-[28rem] max-w-[92vw] bg-canvas"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        // focus once the drawer has been laid out and painted: focusing during the render forced
        // a layout of the whole page in the middle of it
        const drawer = event.currentTarget as HTMLElement | null;
        requestAnimationFrame(() => setTimeout(() => drawer?.focus({ preventScroll: true })));
      }}
    >
      <div className="flex items-center gap-3 border-b border-line/70 bg-surface px-5 py-3.5">
        {icon && (
          <span
            aria-hidden
            className="grid size-9 place-items-center rounded-xl bg-accent-soft text-accent"
          >
            {icon}
          </span>
        )}
        <Dialog.Title className="flex-1 text-lg font-semibold tracking-tight">{title}</Dialog.Title>
        <Dialog.Close
          aria-label={`Close ${title}`}
          className="grid size-9 place-items-center rounded-full text-muted hover:bg-canvas"
        >
          <X aria-hidden className="size-5" />
        </Dialog.Close>
      </div>
      <DrawerContent later={!slideIn}>{children}</DrawerContent>
    </LeftDrawer>
  );
}

/**
 * The drawer's scrolling content. On a page that opens on the drawer the frame shows first and
 * the content renders right after, in a transition, in slices between which the browser can paint
 * and answer input (the content is the page's biggest render; one long task was what a phone felt
 * as a freeze). It is mounted with the frame, so its render cannot join the frame's: on a page the
 * server drew, both used to wait for the takeover and were drawn in one long commit (issue 30).
 */
function DrawerContent({ later, children }: { later: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(!later);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return (
    <div
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      aria-busy={!shown || undefined}
    >
      {shown && children}
    </div>
  );
}
