import { useId } from "react";
import { cn } from "../../../lib/cn";

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
}

/**
 * Image header for a goal. No image generation exists yet, so without an image this draws header
 * artwork in the style the image prompt asks for (a golden sigil): deep gradient, concentric
 * rings and an eight-point star. Main goals are navy and gold; subtasks get a hue of their own.
 */
export function GoalHero({ goalId, imageURL, isMain, className }: GoalHeroProps) {
  return (
    <figure
      className={cn(
        "relative aspect-[16/9] max-h-72 w-full overflow-hidden rounded-3xl border border-line/70 shadow-card sm:aspect-[21/9]",
        className,
      )}
    >
      {imageURL ? (
        <img src={imageURL} alt="" className="size-full object-cover" />
      ) : (
        <Sigil hue={isMain || !goalId ? null : hueFor(goalId)} />
      )}
    </figure>
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
