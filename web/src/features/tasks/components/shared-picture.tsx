import { useEffect, useState } from "react";
import { X } from "lucide-react";
import { IconButton } from "../../../components/ui/button";

/** The picture another app shared, shown under the text until Done attaches it to the thought. */
export function SharedPicture({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is a resource made and revoked with the file; the effect owns it
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
      <IconButton
        onClick={onRemove}
        label="Remove shared picture"
        size="xs"
        className="absolute top-2 right-2 bg-black/60 text-white hover:bg-black/75"
      >
        <X aria-hidden className="size-4" />
      </IconButton>
    </figure>
  );
}
