import { useRef, useState } from "react";
import { Images } from "lucide-react";
import { ImageGeneratingOverlay } from "../../../components/image-generation";
import { ImageViewer } from "../../../components/image-viewer";

/**
 * First image of a task in a fixed 16:9 box (nothing moves when it loads), with 'N photos' when
 * there are several; tapping opens the gallery. While a picture is being made the box shows the
 * spinner, over the current picture if there is one.
 */
export function TaskImage({
  urls,
  alt,
  isGenerating = false,
  canRemove,
  onRemove,
}: {
  urls: readonly string[];
  alt: string;
  isGenerating?: boolean;
  canRemove?: (url: string) => boolean;
  onRemove?: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const first = urls[0];
  if (!first) {
    if (!isGenerating) return null;
    return (
      <div className="relative aspect-[16/9] w-full overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-canvas to-line/60">
        <ImageGeneratingOverlay className="bg-transparent text-ink-soft backdrop-blur-none" />
      </div>
    );
  }
  return (
    <div className="relative">
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={urls.length > 1 ? `Open gallery, ${urls.length} photos` : "Open photo"}
        className="relative block aspect-[16/9] w-full overflow-hidden rounded-2xl border border-line bg-canvas text-left"
      >
        <img
          src={first}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {urls.length > 1 && (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
            <Images aria-hidden className="size-3.5" /> {urls.length} photos
          </span>
        )}
      </button>
      {isGenerating && <ImageGeneratingOverlay className="rounded-2xl" />}
      <ImageViewer
        urls={urls}
        start={0}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={opener}
        {...(canRemove && onRemove ? { canRemove, onRemove } : {})}
      />
    </div>
  );
}
