import { useEffect, useRef, useState, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Maximize2, Minimize2 } from "lucide-react";
import { cn } from "../../../lib/cn";
import { IconButton } from "../../../components/ui/button";

/** docs/behaviour/limits.md#geometry: dragging the sheet down more than 120 px closes it. */
export const SHEET_DISMISS_PX = 120;
/**
 * docs/behaviour/note-editor.md: the sheet closes 200 ms after its exit animation starts (the
 * animation's length).
 */
export const SHEET_EXIT_MS = 200;

/** Whether a drag that moved the sheet down by `dy` px closes it (a drag up never does). */
export const shouldDismiss = (dy: number) => dy > SHEET_DISMISS_PX;

/** How far the sheet follows the finger: down one to one, up not at all. */
export const dragOffset = (dy: number) => Math.max(0, dy);

interface NoteSheetProps {
  /** the dialog's name, read out when it opens */
  title: string;
  /** full screen (wide screens) rather than a bottom sheet */
  isFullScreen: boolean;
  /** called once the exit animation has run; the caller navigates away */
  onClosed: () => void;
  /** the sheet's header row; receives the function that closes with the animation */
  header: (close: () => void) => ReactNode;
  children: ReactNode;
  footer: ReactNode;
  /** a picture shown behind the body (an image block marked as background) */
  background?: ReactNode;
  /** the field to put the caret in on opening; the dialog's first control otherwise */
  initialFocus?: () => HTMLElement | null;
}

/**
 * The note editor's frame (docs/behaviour/note-editor.md): a bottom sheet on a phone, with a drag
 * handle (down more than 120 px closes it) and an expand/collapse toggle, or full screen on a wide
 * screen. A Radix dialog: labelled, focus kept inside and given back on close, Escape closes.
 */
export function NoteSheet({
  title,
  isFullScreen,
  onClosed,
  header,
  children,
  footer,
  background,
  initialFocus,
}: NoteSheetProps) {
  const [isShown, setIsShown] = useState(false);
  const [isClosing, setIsClosing] = useState(false);
  const [isExpanded, setIsExpanded] = useState(false);
  const [drag, setDrag] = useState<number | null>(null);
  const dragStart = useRef<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsShown(true));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(closeTimer.current);
    };
  }, []);

  const close = () => {
    if (isClosing) return;
    setIsClosing(true);
    setDrag(null);
    closeTimer.current = setTimeout(onClosed, SHEET_EXIT_MS);
  };

  const isOpenLooking = isShown && !isClosing;
  const offset = drag === null ? 0 : dragOffset(drag);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn(
            "fixed inset-0 z-40 bg-black/35 backdrop-blur-[2px] transition-opacity duration-200",
            isOpenLooking ? "opacity-100" : "opacity-0",
          )}
        />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            const field = initialFocus?.();
            if (!field) return;
            event.preventDefault();
            field.focus({ preventScroll: true });
          }}
          data-testid="note-sheet"
          data-presentation={isFullScreen ? "full-screen" : isExpanded ? "expanded" : "sheet"}
          style={offset > 0 ? { transform: `translateY(${offset}px)` } : undefined}
          className={cn(
            "fixed z-40 flex flex-col overflow-hidden bg-surface shadow-float outline-none",
            drag === null && "transition-[transform,opacity,top] duration-200 ease-out",
            isFullScreen
              ? "inset-0"
              : cn(
                  "inset-x-0 bottom-0 rounded-t-[1.75rem]",
                  isExpanded ? "top-[env(safe-area-inset-top)]" : "top-[8dvh]",
                ),
            !isOpenLooking &&
              (isFullScreen
                ? "translate-y-4 opacity-0"
                : "translate-y-full motion-reduce:opacity-0"),
          )}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          {background}
          {!isFullScreen && (
            <div
              data-testid="sheet-handle"
              aria-hidden
              className="relative z-10 flex h-6 shrink-0 cursor-grab touch-none items-center justify-center active:cursor-grabbing"
              onPointerDown={(e) => {
                dragStart.current = e.clientY;
                e.currentTarget.setPointerCapture(e.pointerId);
                setDrag(0);
              }}
              onPointerMove={(e) => {
                if (dragStart.current !== null) setDrag(e.clientY - dragStart.current);
              }}
              onPointerUp={(e) => {
                const dy = dragStart.current === null ? 0 : e.clientY - dragStart.current;
                dragStart.current = null;
                if (shouldDismiss(dy)) close();
                else setDrag(null);
              }}
              onPointerCancel={() => {
                dragStart.current = null;
                setDrag(null);
              }}
            >
              <span className="h-1.5 w-10 rounded-full bg-line" />
            </div>
          )}
          <div className="relative z-10 flex shrink-0 items-center gap-1 border-b border-line/70 px-2 pb-1.5">
            {/* eslint-disable-next-line react-hooks/refs -- header() only puts close in click handlers; nothing calls it while rendering */}
            {header(close)}
            {!isFullScreen && (
              <IconButton
                onClick={() => setIsExpanded((v) => !v)}
                label={isExpanded ? "Collapse" : "Expand"}
              >
                {isExpanded ? (
                  <Minimize2 aria-hidden className="size-[18px]" />
                ) : (
                  <Maximize2 aria-hidden className="size-[18px]" />
                )}
              </IconButton>
            )}
          </div>
          <div className="relative z-10 min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {children}
          </div>
          <div className="relative z-10 shrink-0">{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
