import { concept, type DomainDef } from "./types";

export const writing: DomainDef = {
  id: "writing",
  label: "writing",
  related: { workspace: 0.5, mental: 0.2 },
  concepts: [
    concept(
      "drafting",
      "drafting",
      1,
      "write|writing|words a day|1000 words|500 words|word count|wordcount|first draft|draft|drafting|chapter|ch|chapters|scene|scenes|finish chapter|finish ch|manuscript|writing session|writing sprint|sprint|nanowrimo|pages|schreiben|kapitel|escribir|capitulo|ecrire|chapitre",
      {
        breakers:
          "complaint|letter|email|report|cover letter|invoice|cheque|card|essay|proposal|cv|newsletter",
      },
    ),
    concept(
      "structure",
      "story planning",
      0.8,
      "outline|outlining|plot|plotting|story beats|beat sheet|index cards|synopsis|character arc|characters|character|worldbuilding|world building|magic system|timeline|zeitleiste|continuity|backstory|villain|protagonist|map of|names|scrivener|story bible",
    ),
    concept(
      "accountability",
      "writing accountability",
      0.8,
      "writing group|critique partner|beta reader|beta readers|accountability|deadline|writing buddy|writers group|discord writing|send chapters",
    ),
    concept(
      "time",
      "protected writing time",
      0.9,
      "block|blocked|writing time|before work|early morning|6am|5am|phone away|no phone|focus time|do not disturb",
    ),
    concept(
      "craft",
      "writing craft",
      0.45,
      "craft book|on writing|save the cat|lectures on|masterclass|plot lecture|writing podcast|editing course",
    ),
    concept(
      "publish",
      "publishing",
      0.6,
      "query letter|querying|literary agent|publisher|self-publish|kdp|editor|proofread|cover design|isbn|blurb|submission|submissions|manuscript wish list",
    ),
    concept(
      "genre",
      "the story",
      0.4,
      "fantasy|novel|book|story|sci-fi|romance|thriller|magic|dragons",
      { ambiguous: true },
    ),
    concept(
      "stall",
      "stalling the draft",
      1,
      "rewrite chapters|rewrite chapter|go back and rewrite|rewriting the opening|polish the first|start over|start again from|in parallel|another book|new novel idea|new book idea",
      { hinder: true },
    ),
  ],
};

export const music: DomainDef = {
  id: "music",
  label: "music",
  concepts: [
    concept(
      "practice",
      "music practice",
      1,
      "practise|practice|practicing|practising|scales|chords|song|songs|piece|repertoire|metronome|lesson|lessons|teacher|rehearsal|rehearse|gig|recital|grade|guitar|piano|violin|drums|bass|ukulele|sing|singing|vocal|sheet music|tabs|ueben|tocar",
    ),
    concept("gear", "instrument gear", 0.5, "strings|tuner|amp|capo|pedal|keyboard|instrument"),
    concept(
      "record",
      "recording",
      0.7,
      "record|recording|demo|mix|daw|ableton|logic pro|release|spotify|soundcloud|bandcamp|single|ep|album",
    ),
  ],
};
