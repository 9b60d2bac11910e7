import { useId, useRef, useState } from "react";
import type { Goal } from "@firstly/core/contract/goal";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { useDismissImageFailure, useGenerateImage } from "../../../lib/queries/images";
import {
  GenerateImageButton,
  ImageFailureOverlay,
  ImageGeneratingOverlay,
} from "../../../components/image-generation";
import { ImageViewer } from "../../../components/image-viewer";

/** A stable 0–359 hue per goal id, so each subtask keeps its own colour across visits. */
export function hueFor(id: string): number {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}

interface GoalHeroProps {
  goalId: string | null;
  imageURL: string | null;
  isMain: boolean;
  className?: string;
  /** the saved goal: its picture can be generated, and its state (spinner, failure) shows */
  goal?: Goal;
}

/**
 * Image header for a goal: its generated picture, or until there is one a drawing in the style
 * the image prompt asks for (a golden sigil: deep gradient, rings, an eight-point star; main goals
 * navy and gold, subtasks a hue of their own). A saved goal gets 'Generate image', the spinner
 * while it is made and the docs/behaviour/states.md#image-generation failure overlay (Retry,
 * Dismiss). The box keeps its shape, so nothing below moves when the picture arrives.
 */
export function GoalHero({ goalId, imageURL, isMain, className, goal }: GoalHeroProps) {
  const url = goal ? goal.imageURL : imageURL;
  return (
    <figure
      className={cn(
        "relative aspect-[16/9] max-h-72 w-full overflow-hidden rounded-3xl border border-line/70 shadow-card sm:aspect-[21/9]",
        className,
      )}
    >
      {url ? (
        <GoalPicture
          url={url}
          alt={goal ? `Picture for ${isMain ? "your main goal" : "the subtask"}: ${goal.name}` : ""}
        />
      ) : (
        <Sigil hue={isMain || !goalId ? null : hueFor(goalId)} />
      )}
      {goal && <GoalImageControls goal={goal} />}
    </figure>
  );
}

/** The goal's picture; tapping it opens the full-screen viewer, as a task's pictures do. */
function GoalPicture({ url, alt }: { url: string; alt: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open photo"
        className="absolute inset-0 block size-full"
      >
        <img
          src={url}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </button>
      <ImageViewer
        urls={[url]}
        start={0}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={opener}
      />
    </>
  );
}

function GoalImageControls({ goal }: { goal: Goal }) {
  const generate = useGenerateImage("goal", goal.id);
  const dismiss = useDismissImageFailure("goal", goal.id);
  const onRetry = () => generate.mutate(undefined, { onError: (e) => toast.error(e.message) });
  if (goal.isGeneratingImage) return <ImageGeneratingOverlay />;
  if (goal.imageFailed) {
    return (
      <ImageFailureOverlay
        onRetry={onRetry}
        onDismiss={() => dismiss.mutate(undefined, { onError: (e) => toast.error(e.message) })}
        isBusy={generate.isPending || dismiss.isPending}
      />
    );
  }
  if (goal.status !== "active") return null;
  return (
    <GenerateImageButton
      onClick={onRetry}
      hasImage={goal.imageURL !== null}
      isGenerating={generate.isPending}
      className="absolute right-3 bottom-3 bg-surface/90 text-ink backdrop-blur hover:bg-surface"
    />
  );
}

function Sigil({ hue }: { hue: number | null }) {
  const id = useId().replace(/:/g, "");
  const from = hue === null ? "#1b2547" : `hsl(${hue} 45% 22%)`;
  const to = hue === null ? "#3a2f5c" : `hsl(${(hue + 40) % 360} 50% 34%)`;
  const points = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4 - Math.PI / 2;
    const b = a + Math.PI / 8;
    return `${100 + 58 * Math.cos(a)},${100 + 58 * Math.sin(a)} ${100 + 22 * Math.cos(b)},${100 + 22 * Math.sin(b)}`;
  }).join(" ");
  return (
    <div aria-hidden className="absolute inset-0">
      <svg viewBox="0 0 400 200" preserveAspectRatio="xMidYMid slice" className="size-full">
        <defs>
          <linearGradient id={`bg-${id}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
          <radialGradient id={`glow-${id}`} cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" stopColor="#f0c06a" stopOpacity="0.55" />
            <stop offset="0.6" stopColor="#c8933a" stopOpacity="0.12" />
            <stop offset="1" stopColor="#c8933a" stopOpacity="0" />
          </radialGradient>
          <linearGradient id={`gold-${id}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f7d88f" />
            <stop offset="0.5" stopColor="#d9a548" />
            <stop offset="1" stopColor="#a8741f" />
          </linearGradient>
        </defs>
        <rect width="400" height="200" fill={`url(#bg-${id})`} />
        <g opacity="0.18" stroke="#f0c06a" strokeWidth="0.6" fill="none">
          {Array.from({ length: 7 }, (_, i) => (
            <circle key={i} cx="200" cy="100" r={90 + i * 26} />
          ))}
        </g>
        <circle cx="200" cy="100" r="120" fill={`url(#glow-${id})`} />
        <g transform="translate(100 0)" fill="none" stroke={`url(#gold-${id})`}>
          <circle cx="100" cy="100" r="72" strokeWidth="1.2" opacity="0.8" />
          <circle cx="100" cy="100" r="66" strokeWidth="0.6" strokeDasharray="2 4" opacity="0.9" />
          <polygon points={points} strokeWidth="1.6" strokeLinejoin="round" />
          <circle cx="100" cy="100" r="14" strokeWidth="1.6" />
          <circle cx="100" cy="100" r="4" fill={`url(#gold-${id})`} stroke="none" />
        </g>
        <g fill="#f7d88f">
          {[
            [58, 40, 1.4],
            [342, 56, 1.1],
            [310, 160, 1.6],
            [84, 150, 1],
            [250, 30, 0.9],
            [140, 176, 1.2],
          ].map(([x, y, r], i) => (
            <circle key={i} cx={x} cy={y} r={r} opacity="0.7" />
          ))}
        </g>
      </svg>
    </div>
  );
}
