/** Cue word lists shared by the built-in engine (stems are computed at load). */

/** Words that negate or abandon the thing that follows them in the same clause. */
export const NEGATION_CUES = [
  "skip", "skipping", "stop", "stopping", "quit", "cancel", "cancelling", "canceling", "give up",
  "drop", "ditch", "abandon", "postpone", "put off", "delay", "no", "never", "dont", "do not",
  "not", "without", "avoid", "ignore", "forget", "no more", "less", "cut", "cut back on",
  "cut down on", "instead of", "rather than", "turn off", "switch off", "get rid of",
  "unsubscribe", "nie", "kein", "keine", "nicht", "sin", "nunca", "sans", "jamais",
] as const;

/** Cues that void helpful concepts anywhere in a short task ("…, too busy at work"). */
export const ABANDON_CLAUSE_CUES = [
  "too busy", "too tiring", "too expensive", "too much faff", "too much effort", "too hard",
  "too much hassle", "boring", "not worth it", "wing it", "no point", "cant be bothered",
  "feel fine now", "no time for",
] as const;

/** Words that only soften a negation cue: "cut scope" is a plan, not an abandonment. */
export const NEGATION_EXEMPT_FOLLOWERS = ["scope", "cost", "costs", "spending", "down"] as const;

export const URGENCY_CUES = [
  "tonight", "today", "tomorrow", "tommorow", "now", "asap", "urgent", "this week", "this weekend",
  "deadline", "due", "before", "by", "every day", "daily", "each day", "a day", "a week", "per day",
  "every morning", "every evening", "every night", "mornings", "weekly", "twice a day", "first",
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues",
  "wed", "thu", "thurs", "fri", "sat", "sun", "weeknights", "hoy", "manana", "heute", "morgen",
  "aujourd", "demain", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo",
  "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "montags", "dienstags",
  "mittwochs", "donnerstags", "freitags", "samstags", "sonntags", "samstag", "sonntag",
] as const;

/** Imperative verbs that start a concrete next step; the first group is the strongest. */
export const STRONG_ACTIONS = [
  "book", "call", "register", "apply", "sign", "finish", "fix", "write", "start", "list", "set up",
  "drill", "take", "give", "submit", "pay", "schedule", "block", "email", "confirm", "send", "file",
  "complete", "test", "practise", "practice", "do", "run", "study", "review", "outline", "create",
  "make", "cut", "redirect", "return", "deep clean", "order", "join", "get", "download", "intercambio",
] as const;
export const SOFT_ACTIONS = [
  "buy", "ask", "read", "look up", "watch", "check", "try", "think about", "research", "find",
  "consider", "maybe", "look into", "grab", "learn", "listen", "sort",
] as const;

/** Text aimed at the scorer rather than describing a task. */
export const INJECTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instruction|instructions|prompt|rules|previous|above|system)\b/i,
  /\byou are now\b/i,
  /\b(rate|score|rank|mark)\b.{0,30}\b(this|me|it)\b.{0,30}\b(1|one|first|top|highest|critical|10000)\b/i,
  /\b(must|should) be (ranked|rated|scored|placed) (first|top|1)\b/i,
  /\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\b|\bassistant:|\bsystem:/i,
];

export const STOPWORDS = new Set([
  "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "for", "with", "by", "from", "my",
  "our", "your", "his", "her", "their", "me", "i", "we", "you", "it", "is", "are", "be", "was",
  "so", "that", "this", "these", "those", "as", "into", "about", "up", "out", "off", "over",
  "than", "then", "just", "can", "will", "get", "got", "some", "all", "any", "every", "each",
  "more", "most", "very", "too", "also", "again", "do", "did", "does", "have", "has", "had",
  "s", "ll", "re", "ve", "d", "m", "t", "x", "vs", "re", "w", "etc", "ok", "im", "its",
  "first", "next", "last", "end", "by", "under", "around", "near", "new", "old", "get", "make",
  "finish", "start", "stop", "one", "two", "three", "this", "year", "month", "week", "day",
  "time", "real", "full", "back", "can", "so",
]);

export const MONTHS_AND_DAYS = new Set([
  "january", "february", "march", "april", "may", "june", "july", "august", "september",
  "october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday",
  "saturday", "sunday", "christmas", "easter",
]);
