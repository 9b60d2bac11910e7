/**
 * Join class names, skipping falsy ones. Two classes of the same kind are not resolved here (a
 * merging library costs the first page 9 KB gzip: decision 0027): write one, or let Button and
 * IconButton take a caller's className over their own (`components/ui/class-overrides.ts`).
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
