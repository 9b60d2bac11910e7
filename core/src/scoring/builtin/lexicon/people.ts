import { concept, type DomainDef } from "./types";

export const family: DomainDef = {
  id: "family",
  label: "the relationship",
  related: { mental: 0.4 },
  concepts: [
    concept(
      "time",
      "quality time together",
      1,
      "time together|quality time|one on one|one-on-one|just the two of us|together|spend time|hang out|day out|weekend with|saturday with|sunday with|date night|family dinner|dinner together|phone away|put the phone away|phone-free|no phones|ask him|ask her|ask them|games night|play with him|play with her|with him|with her|zeit mit|tiempo con|temps avec",
    ),
    concept(
      "activity",
      "shared activities",
      0.8,
      "bowling|cinema|movie night|match|football match|concert|tickets|gig|fishing|camping|hike|trip|day trip|holiday together|cook together|fortnite|minecraft|xbox|playstation|game|games|band|his room|her room|their room|spare room|bedroom",
    ),
    concept(
      "support",
      "showing up",
      0.85,
      "parents evening|parents' evening|school play|school calendar|calendar|his match|her match|sports day|birthday|good luck|text him|text her|call him|call her|listen|apologise|apologize|talk to|talk with|checking in|check in",
    ),
    concept(
      "help",
      "family support",
      0.75,
      "family therapist|family therapy|family counselling|counselling|counsellor|therapist|mediation|co-parenting|coparenting|parenting course|parenting book|teenagers|teens|teen",
    ),
    concept(
      "bond",
      "the relationship",
      0.6,
      "relationship|bond|closer|close relationship|reconnect|rebuild trust|trust",
    ),
    concept(
      "people",
      "the family",
      0.5,
      "son|daughter|kids|kid|children|child|partner|wife|husband|girlfriend|boyfriend|mum|mom|dad|father|mother|brother|sister|grandparents|family|in-laws|hijo|hija|sohn|tochter|fils|fille",
      { ambiguous: true, breakers: "karaoke|song|lyrics|playlist|movie|film|book club" },
    ),
    concept(
      "distance",
      "pulling away",
      1,
      "cancel on|cancel again|secretly|snoop|read his messages|read her messages|spy on|track his phone|job with travel|travel for work|miss his|miss her|skip his|skip her|too busy for",
      { hinder: true },
    ),
  ],
};
