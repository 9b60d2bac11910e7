import { useEffect, useState } from "react";
import { X } from "lucide-react";

/** The picture another app shared, shown under the text until Done attaches it to the thought. */
export function SharedPicture({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  if (!src) return null;
  return (
    <figure className="relative mt-4 w-fit max-w-full">
      <img
        src={src}
        alt={`Shared picture: ${file.name}`}
        className="max-h-64 rounded-2xl border border-line object-contain"
      />
      <figcaption className="mt-1.5 text-xs text-muted">Attached when you tap Done</figcaption>
      <button
        type="button"
        onClick={onRemove}
        aria-label="Remove shared picture"
        className="absolute top-2 right-2 grid size-8 place-items-center rounded-full bg-black/60 text-white hover:bg-black/75"
      >
        <X aria-hidden className="size-4" />
      </button>
    </figure>
  );
}
