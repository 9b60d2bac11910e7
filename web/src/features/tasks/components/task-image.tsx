import { useState } from "react";
import { Images } from "lucide-react";
import { ImageViewer } from "./image-viewer";

/** First image of a task, with 'N photos' when there are several; tapping opens the gallery. */
export function TaskImage({ urls }: { urls: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const first = urls[0];
  if (!first) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={urls.length > 1 ? `Open gallery, ${urls.length} photos` : "Open photo"}
        className="relative block overflow-hidden rounded-2xl border border-line bg-canvas text-left"
      >
        <img src={first} alt="" className="max-h-72 w-full object-cover" />
        {urls.length > 1 && (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
            <Images aria-hidden className="size-3.5" /> {urls.length} photos
          </span>
        )}
      </button>
      <ImageViewer urls={urls} start={0} open={open} onOpenChange={setOpen} />
    </>
  );
}
