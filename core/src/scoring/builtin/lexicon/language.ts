import { concept, type DomainDef } from "./types";

const LANG_BREAKERS =
  "flu|olive|oil|cookbook|recipe|recipes|food|omelette|wine|chorizo|tapas|guitar|history|documentary|civil war|inquisition|armada|restaurant|ham|rice|paella|onion|tortilla|empire|football|league|team|fries|toast|bulldog|horn|press|kiss|windows|doors";

export const language: DomainDef = {
  id: "language",
  label: "language learning",
  related: { travel: 0.3 },
  concepts: [
    concept(
      "speaking",
      "speaking practice",
      1,
      "conversation|conversational|conversation partner|language exchange|intercambio|tandem|speaking practice|speak|speaking|chat in|video call|call in|italki|preply|tutor|tutors|lesson|lessons|class|classes|language class|language school|immersion|hablar|conversacion|parler|sprechen|konversation",
    ),
    concept(
      "study",
      "language study",
      0.9,
      "vocab|vocabulary|verbs|verb|conjugation|conjugations|grammar|gramatica|grammaire|grammatik|tenses|tense|subjunctive|preterite|preterito|imperfect|imperfecto|indefinido|irregular verbs|anki|flashcards|duolingo|babbel|busuu|memrise|pimsleur|podcast|language podcast|workbook|textbook|b1|b2|a2|c1|dele|delf|goethe|cefr|repasar|vokabeln|vocabulario",
    ),
    concept(
      "immersion",
      "immersion",
      0.75,
      "episode|episodes|subtitles|subtitle|dubbing|dubbed|original audio|series in|phone language|meetup|meetups|radio|news in|read in|book in|songs|playlist|music|in-laws|pen pal|penpal|subtitulos|untertitel",
    ),
    concept(
      "language",
      "the language",
      0.6,
      "spanish|espanol|castellano|french|francais|german|deutsch|italian|italiano|portuguese|portugues|japanese|nihongo|mandarin|chinese|korean|arabic|dutch|russian|greek|turkish|polish|english|ingles",
      { ambiguous: true, breakers: LANG_BREAKERS },
    ),
    concept(
      "avoid",
      "avoiding the language",
      1,
      "in english|speak english|english dubbing|back to english|switch to english|only english",
      { hinder: true },
    ),
  ],
};

/** Frequent words that show a task is written in the language being learned. */
export const functionWords: Readonly<Record<string, readonly string[]>> = {
  spanish: [
    "el",
    "la",
    "los",
    "las",
    "con",
    "del",
    "por",
    "para",
    "que",
    "una",
    "y",
    "es",
    "mi",
    "su",
    "al",
    "siempre",
    "vs",
    "hasta",
    "semana",
    "jueves",
    "min",
  ],
  french: [
    "le",
    "la",
    "les",
    "avec",
    "des",
    "du",
    "pour",
    "que",
    "une",
    "et",
    "est",
    "mon",
    "sa",
    "au",
    "pas",
  ],
  german: [
    "der",
    "die",
    "das",
    "und",
    "mit",
    "ich",
    "nicht",
    "ein",
    "eine",
    "fur",
    "auf",
    "den",
    "dem",
    "ist",
    "nochmal",
  ],
  italian: ["il", "la", "gli", "con", "per", "che", "una", "e", "di", "del", "della", "sono"],
  portuguese: ["o", "os", "com", "para", "que", "uma", "e", "do", "da", "nao", "sao"],
};

/** Folded names under which a goal mentions the language it is learning. */
export const languageNames: Readonly<Record<string, readonly string[]>> = {
  spanish: ["spanish", "espanol", "castellano"],
  french: ["french", "francais"],
  german: ["german", "deutsch"],
  italian: ["italian", "italiano"],
  portuguese: ["portuguese", "portugues"],
};
