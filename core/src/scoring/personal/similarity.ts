/**
 * Words that carry no topic in a short thought. Kept small on purpose: the learning only needs
 * "call the vet about Rex" and "call the vet about the cat" to share call + vet.
 */
const STOP_WORDS = new Set(
  (
    "a an the and or but if of to in on at by for from with about into over after before " +
    "is are was were be been being am do does did done have has had i me my mine we our you your " +
    "he she it its they them their this that these those there here then than so as not no " +
    "can could will would should must may might just also very really some any all more most " +
    "get got up out off again need needs want wants"
  ).split(" "),
);

/** Strips common English endings so "calls", "calling" and "called" meet at "call". */
function stemWord(word: string): string {
  for (const suffix of ["ing", "ed", "es", "s"]) {
    if (word.length - suffix.length >= 3 && word.endsWith(suffix)) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/** A thought's topic words: folded to lower case without accents, stop words dropped, stemmed. */
export function topicWords(text: string): Set<string> {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/'s\b/g, "")
    .split(/[^\p{L}\p{N}]+/u);
  const out = new Set<string>();
  for (const word of words) {
    if (word.length < 2 || STOP_WORDS.has(word)) continue;
    out.add(stemWord(word));
  }
  return out;
}

/** Dice overlap of two word sets: 1 = same words, 0 = none shared (or either empty). */
export function wordOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const word of small) if (large.has(word)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}
