/**
 * Lexicon data shapes. A term is a word or phrase matched on stems ("long run"), a prefix on the
 * accent-folded word ("lauf*", for German compounds), a suffix ("*training") or a regex on one
 * word ("re:^\d+km?$").
 */
export interface ConceptDef {
  id: string;
  /** short noun phrase used in reasoning, e.g. "long-run training" */
  label: string;
  /** how central to a goal of this domain: 1 core step … 0.3 loosely helpful */
  weight: number;
  terms: readonly string[];
  /** a lone hit (no other concept of the goal in the task) counts little: "movie marathon" */
  ambiguous?: boolean;
  /** words anywhere in the task showing another sense; they cancel an ambiguous hit */
  breakers?: readonly string[];
  /** doing this works against goals of the domain (overspending, all-nighters) */
  hinder?: boolean;
}

export interface DomainDef {
  id: string;
  label: string;
  /** other domains that help a goal of this domain, with how much (0–1) */
  related?: Readonly<Record<string, number>>;
  concepts: readonly ConceptDef[];
  /**
   * Applies to every goal (weight in TUNING.universalDomainWeight) and never names a goal's topic:
   * ignored when reading a goal, and its hits alone do not make an ambiguous word count.
   */
  universal?: boolean;
  /** Its helpful concepts count as support even in a negated or giving-up task ("say no to …"). */
  supportsEvenWhenNegated?: boolean;
}

/** "a|b|c" → ["a", "b", "c"]: keeps the data files compact and readable. */
export function terms(list: string): string[] {
  return list
    .split("|")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function concept(
  id: string,
  label: string,
  weight: number,
  list: string,
  options: { ambiguous?: boolean; hinder?: boolean; breakers?: string } = {},
): ConceptDef {
  const { breakers, ...flags } = options;
  return {
    id,
    label,
    weight,
    terms: terms(list),
    ...flags,
    ...(breakers ? { breakers: terms(breakers) } : {}),
  };
}
