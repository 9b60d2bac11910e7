/**
 * Checks the built-in engine's language data is consistent, so a newcomer adding a domain or a
 * cue finds mistakes here rather than in a ranking: references resolve, ids and terms are not
 * duplicated or contradictory, patterns compile, and every term can actually match.
 */
import { describe, expect, it } from "vitest";
import * as cues from "../cues";
import { phraseStems } from "../matcher";
import { topicDomains, universalDomains } from "./all-domains";
import { functionWords, languageNames } from "./language";
import { TUNING } from "../tuning";

const domains = [...topicDomains, ...universalDomains];
const domainIds = new Set(domains.map((d) => d.id));

function duplicates(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((x) => (seen.has(x) ? true : (seen.add(x), false)));
}

describe("lexicon data packs", () => {
  it("domain ids are unique and concept ids unique within their domain", () => {
    expect(duplicates(domains.map((d) => d.id))).toEqual([]);
    for (const d of domains) expect(duplicates(d.concepts.map((c) => c.id)), d.id).toEqual([]);
  });

  it("every related-domain reference resolves, with a weight in (0, 1]", () => {
    for (const d of domains)
      for (const [id, w] of Object.entries(d.related ?? {})) {
        expect(domainIds.has(id), `${d.id} → ${id}`).toBe(true);
        expect(w, `${d.id} → ${id}`).toBeGreaterThan(0);
        expect(w, `${d.id} → ${id}`).toBeLessThanOrEqual(1);
      }
  });

  it("universal domains are exactly the domains with a universal weight in TUNING", () => {
    expect(
      domains
        .filter((d) => d.universal)
        .map((d) => d.id)
        .sort(),
    ).toEqual(Object.keys(TUNING.universalDomainWeight).sort());
    expect(universalDomains.every((d) => d.universal)).toBe(true);
    expect(topicDomains.some((d) => d.universal)).toBe(false);
  });

  it("concept weights lie in (0, 1] and every concept has a label and terms", () => {
    for (const d of domains)
      for (const c of d.concepts) {
        const where = `${d.id}/${c.id}`;
        expect(c.weight, where).toBeGreaterThan(0);
        expect(c.weight, where).toBeLessThanOrEqual(1);
        expect(c.label.trim(), where).not.toBe("");
        expect(c.terms.length, where).toBeGreaterThan(0);
      }
  });

  it("no term appears twice within a domain", () => {
    for (const d of domains) {
      const all = d.concepts.flatMap((c) => c.terms.map((t) => t.toLowerCase()));
      expect(duplicates(all), d.id).toEqual([]);
    }
  });

  it("no term is both helpful and harmful within one domain", () => {
    for (const d of domains) {
      const helpful = new Set(
        d.concepts.filter((c) => !c.hinder).flatMap((c) => c.terms.map((t) => t.toLowerCase())),
      );
      const harmful = d.concepts.filter((c) => c.hinder).flatMap((c) => c.terms);
      expect(
        harmful.filter((t) => helpful.has(t.toLowerCase())),
        d.id,
      ).toEqual([]);
    }
  });

  it("regex terms compile and wildcard terms keep at least three letters", () => {
    for (const d of domains)
      for (const c of d.concepts)
        for (const t of c.terms) {
          const where = `${d.id}/${c.id}: ${t}`;
          if (t.startsWith("re:")) expect(() => new RegExp(t.slice(3), "u"), where).not.toThrow();
          else if (t.includes("*"))
            expect(t.replace(/\*/g, "").length, where).toBeGreaterThanOrEqual(3);
          else expect(phraseStems(t).length, where).toBeGreaterThan(0);
        }
  });
});

describe("cue lists", () => {
  const lists = {
    NEGATION_CUES: cues.NEGATION_CUES,
    ABANDON_CLAUSE_CUES: cues.ABANDON_CLAUSE_CUES,
    NEGATION_EXEMPT_FOLLOWERS: cues.NEGATION_EXEMPT_FOLLOWERS,
    URGENCY_CUES: cues.URGENCY_CUES,
    STRONG_ACTIONS: cues.STRONG_ACTIONS,
    SOFT_ACTIONS: cues.SOFT_ACTIONS,
  };

  it.each(Object.entries(lists))("%s has no duplicates and every cue tokenises", (_, list) => {
    expect(duplicates(list.map((c) => c.toLowerCase()))).toEqual([]);
    for (const c of list) expect(phraseStems(c).length, c).toBeGreaterThan(0);
  });

  it("a cue is not both a giving-up cue and an urgency cue", () => {
    const urgency = new Set<string>(cues.URGENCY_CUES);
    expect(
      [...cues.NEGATION_CUES, ...cues.ABANDON_CLAUSE_CUES].filter((c) => urgency.has(c)),
    ).toEqual([]);
  });

  it("against-patterns have unique ids, a label, and match no empty or neutral text", () => {
    expect(duplicates(cues.AGAINST_PATTERNS.map((p) => p.id))).toEqual([]);
    for (const p of cues.AGAINST_PATTERNS) {
      expect(p.label.trim(), p.id).not.toBe("");
      expect(p.pattern.test(""), p.id).toBe(false);
      expect(p.pattern.test("book the lessons for next week"), p.id).toBe(false);
    }
  });

  it("injection patterns are regular expressions", () => {
    for (const p of cues.INJECTION_PATTERNS) expect(p).toBeInstanceOf(RegExp);
  });

  it("every language with names has function words and vice versa", () => {
    expect(Object.keys(languageNames).sort()).toEqual(Object.keys(functionWords).sort());
    for (const [lang, words] of Object.entries(functionWords))
      expect(duplicates([...words]), lang).toEqual([]);
  });
});
