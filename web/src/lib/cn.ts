import { extendTailwindMerge } from "tailwind-merge";

/**
 * The theme's own names (web/src/styles.css @theme) that tailwind-merge cannot tell apart from a
 * colour: without them `shadow-card` would count as a shadow colour and survive a `shadow-none`.
 */
const twMerge = extendTailwindMerge({
  extend: { theme: { shadow: ["card", "float"], ease: ["out-soft"] } },
});

/**
 * Join class names, skipping falsy ones; when two set the same thing (`text-muted` then
 * `text-danger`, `h-9` then `h-11`), the later one is kept, so a caller's className wins.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return twMerge(...parts);
}
