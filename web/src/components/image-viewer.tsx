import { useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, Trash2, X } from "lucide-react";
import { cn } from "../lib/cn";
import { IconButton } from "./ui/button";

/** docs/behaviour/limits.md#geometry: a horizontal swipe of more than 50 px changes the photo. */
export const SWIPE_THRESHOLD_PX = 50;

/** Which way a swipe of `dx` pixels moves: -1 back, +1 forward, 0 not a swipe. */
export function swipeDirection(dx: number): -1 | 0 | 1 {
  if (dx > SWIPE_THRESHOLD_PX) return -1;
  if (dx < -SWIPE_THRESHOLD_PX) return 1;
  return 0;
}

interface ImageViewerProps {
  urls: readonly string[];
  start: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** focused on close (the picture that opened it, even if it re-rendered meanwhile) */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  /** offered for the photos it returns true for (the person's own, not the generated one) */
  canRemove?: (url: string) => boolean;
  onRemove?: (url: string) => void;
}

/**
 * docs/behaviour/task-view.md#image-viewer image viewer: full screen, previous/next, swipe, Escape
 * and arrow keys, dots.
 */
export function ImageViewer({
  urls,
  start,
  open,
  onOpenChange,
  returnFocusTo,
  canRemove,
  onRemove,
}: ImageViewerProps) {
  const [index, setIndex] = useState(start);
  const touchX = useRef<number | null>(null);
  // opening it, or opening it on another photo, starts from that photo
  const [openedAt, setOpenedAt] = useState({ start, open });
  if (openedAt.start !== start || openedAt.open !== open) {
    setOpenedAt({ start, open });
    setIndex(start);
  }
  const count = urls.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const shown = Math.max(0, Math.min(index, count - 1));
  const current = urls[shown];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center outline-none"
          onCloseAutoFocus={(e) => {
            const target = returnFocusTo?.current;
            if (target?.isConnected) {
              e.preventDefault();
              target.focus();
            }
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowRight") go(1);
            if (e.key === "ArrowLeft") go(-1);
          }}
          onTouchStart={(e) => {
            touchX.current = e.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(e) => {
            const endX = e.changedTouches[0]?.clientX;
            if (touchX.current !== null && endX !== undefined) {
              const step = swipeDirection(endX - touchX.current);
              if (step !== 0) go(step);
            }
            touchX.current = null;
          }}
        >
          <Dialog.Title className="sr-only">
            Photo {shown + 1} of {count}
          </Dialog.Title>
          {count > 1 && (
            <p
              aria-hidden
              className="absolute top-[max(1.5rem,env(safe-area-inset-top))] left-5 text-sm font-medium text-white/80 tabular-nums"
            >
              {shown + 1} / {count}
            </p>
          )}
          {current && (
            // eslint-disable-next-line jsx-a11y/img-redundant-alt -- which photo of how many is its name (docs/behaviour/task-view.md#image-viewer); the dialog and the dots use the same words
            <img
              src={current}
              alt={`Photo ${shown + 1} of ${count}`}
              className="max-h-[80dvh] max-w-full object-contain"
            />
          )}
          {current && onRemove && canRemove?.(current) && (
            <IconButton
              label="Remove photo"
              onClick={() => {
                if (count === 1) onOpenChange(false);
                else if (index === count - 1) setIndex(index - 1);
                onRemove(current);
              }}
              className="absolute top-4 right-[4.25rem] size-11 bg-white/10 text-white hover:bg-white/20"
            >
              <Trash2 aria-hidden className="size-5" />
            </IconButton>
          )}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 grid size-11 place-items-center rounded-full bg-white/10 text-white"
          >
            <X aria-hidden className="size-6" />
          </Dialog.Close>
          {count > 1 && (
            <>
              <IconButton
                label="Previous photo"
                onClick={() => go(-1)}
                className="absolute left-3 size-11 bg-white/10 text-white hover:bg-white/10"
              >
                <ChevronLeft aria-hidden className="size-6" />
              </IconButton>
              <IconButton
                label="Next photo"
                onClick={() => go(1)}
                className="absolute right-3 size-11 bg-white/10 text-white hover:bg-white/10"
              >
                <ChevronRight aria-hidden className="size-6" />
              </IconButton>
              <div
                className="absolute bottom-[max(2rem,env(safe-area-inset-bottom))] flex gap-2"
                role="tablist"
                aria-label="Photos"
              >
                {urls.map((url, i) => (
                  <button
                    key={url + i}
                    type="button"
                    role="tab"
                    aria-selected={i === shown}
                    aria-label={`Photo ${i + 1}`}
                    onClick={() => setIndex(i)}
                    className={cn(
                      "size-2.5 rounded-full",
                      i === shown ? "bg-white" : "bg-white/40",
                    )}
                  />
                ))}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
