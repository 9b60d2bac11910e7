import { Images } from "lucide-react";

/** First image of a task, with 'N photos' when there are several. */
export function TaskImage({ urls }: { urls: readonly string[] }) {
  const first = urls[0];
  if (!first) return null;
  return (
    <figure className="relative overflow-hidden rounded-2xl border border-line bg-canvas">
      <img src={first} alt="" className="max-h-72 w-full object-cover" />
      {urls.length > 1 && (
        <figcaption className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
          <Images aria-hidden className="size-3.5" /> {urls.length} photos
        </figcaption>
      )}
    </figure>
  );
}
