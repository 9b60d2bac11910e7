import { useRef } from "react";
import { Layers, Trash2 } from "lucide-react";
import type { ImageBlock } from "@firstly/core/contract/task";
import { IMAGE_BLOCK_SIZE_MAX, IMAGE_BLOCK_SIZE_MIN } from "@firstly/core/contract/task-limits";
import { cn } from "../../../lib/cn";
import { clampPercent, clampSize } from "./note-blocks";
import { IconButton } from "../../../components/ui/button";

/** Arrow keys move the focal point this many percent (Shift: ten times as far). */
const FOCAL_STEP = 2;

interface ImageBlockViewProps {
  block: ImageBlock;
  index: number;
  onChange: (patch: Partial<Omit<ImageBlock, "type" | "id">>) => void;
  onRemove: () => void;
  onFocus: () => void;
}

/**
 * A picture in the note's body, cropped 3:2 at its width: its size (120–600 px), its focal point (drag on the picture or
 * arrow keys; it is the crop's object-position), shown behind the note as its background, removed.
 */
export function ImageBlockView({ block, index, onChange, onRemove, onFocus }: ImageBlockViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const isDragging = useRef(false);
  const label = `Image ${index}`;

  const moveFocal = (clientX: number, clientY: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onChange({
      posX: clampPercent(((clientX - box.left) / box.width) * 100),
      posY: clampPercent(((clientY - box.top) / box.height) * 100),
    });
  };

  const toggle = (
    <button
      type="button"
      aria-pressed={block.isBackground}
      onClick={() => onChange({ isBackground: !block.isBackground })}
      className={cn(
        "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-[13px] font-medium transition",
        block.isBackground
          ? "border-accent/40 bg-accent-soft text-accent"
          : "border-line bg-surface text-ink-soft hover:text-ink",
      )}
    >
      <Layers aria-hidden className="size-4" />
      {/* beside a background's small row a phone shows the icon alone; the name stays */}
      <span className={cn(block.isBackground && "max-sm:sr-only")}>Use as background</span>
    </button>
  );
  const remove = (
    <IconButton
      label={`Remove ${label.toLowerCase()}`}
      size="sm"
      onClick={onRemove}
      className="shrink-0 text-muted hover:text-danger"
    >
      <Trash2 aria-hidden className="size-4" />
    </IconButton>
  );

  if (block.isBackground)
    return (
      <figure
        aria-label={label}
        onFocus={onFocus}
        className="flex items-center gap-3 rounded-2xl border border-line bg-surface/85 p-2 backdrop-blur"
      >
        <img
          src={block.url}
          alt=""
          className="size-12 shrink-0 rounded-xl object-cover"
          style={{ objectPosition: `${block.posX}% ${block.posY}%` }}
        />
        <figcaption className="min-w-0 flex-1 leading-tight">
          <span className="block truncate text-sm font-medium text-ink">Background picture</span>
          <span className="block truncate text-xs text-muted">Shown behind the note</span>
        </figcaption>
        {toggle}
        {remove}
      </figure>
    );

  return (
    <figure aria-label={label} onFocus={onFocus} className="flex flex-col items-center gap-2">
      <div
        ref={frame}
        role="slider"
        tabIndex={0}
        aria-label={`${label} focal point`}
        aria-valuetext={`${block.posX}% across, ${block.posY}% down`}
        aria-valuenow={block.posX}
        aria-valuemin={0}
        aria-valuemax={100}
        title="Drag to choose what stays in view"
        className="relative max-w-full cursor-crosshair touch-none overflow-hidden rounded-2xl bg-canvas shadow-sm ring-1 ring-line/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        style={{ width: block.size, aspectRatio: "3 / 2" }}
        onPointerDown={(e) => {
          isDragging.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          moveFocal(e.clientX, e.clientY);
        }}
        onPointerMove={(e) => isDragging.current && moveFocal(e.clientX, e.clientY)}
        onPointerUp={() => (isDragging.current = false)}
        onKeyDown={(e) => {
          const step = e.shiftKey ? FOCAL_STEP * 10 : FOCAL_STEP;
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-step, 0],
            ArrowRight: [step, 0],
            ArrowUp: [0, -step],
            ArrowDown: [0, step],
          };
          const move = moves[e.key];
          if (!move) return;
          e.preventDefault();
          onChange({
            posX: clampPercent(block.posX + move[0]),
            posY: clampPercent(block.posY + move[1]),
          });
        }}
      >
        <img
          src={block.url}
          alt=""
          draggable={false}
          className="size-full object-cover select-none"
          style={{ objectPosition: `${block.posX}% ${block.posY}%` }}
        />
        <span
          aria-hidden
          className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white/90 bg-white/20 shadow-[0_0_0_1px_rgb(0_0_0/0.25)]"
          style={{ left: `${block.posX}%`, top: `${block.posY}%` }}
        />
      </div>
      <figcaption className="flex w-full max-w-[600px] flex-wrap items-center justify-center gap-x-3 gap-y-1.5">
        <label className="inline-flex items-center gap-2 text-xs font-medium text-muted">
          <input
            type="range"
            aria-label={`${label} size`}
            aria-valuetext={`${block.size} px`}
            min={IMAGE_BLOCK_SIZE_MIN}
            max={IMAGE_BLOCK_SIZE_MAX}
            step={10}
            value={block.size}
            onChange={(e) => onChange({ size: clampSize(Number(e.target.value)) })}
            className="w-28 accent-[var(--color-accent)]"
          />
          <span className="w-12 tabular-nums">{block.size} px</span>
        </label>
        {toggle}
        {remove}
      </figcaption>
    </figure>
  );
}
