import { concept, type DomainDef } from "./types";

export const sleep: DomainDef = {
  id: "sleep",
  label: "sleep",
  related: { mental: 0.7, health: 0.5, fitness: 0.35 },
  concepts: [
    concept(
      "routine",
      "a sleep routine",
      1,
      "sleep|sleeping|bedtime|bed before|bed by|in bed by|go to bed|lights out|wind down|wind-down|sleep hygiene|sleep schedule|8h|8 hours|7 hours|nap|insomnia|melatonin|schlaf*|dormir|sueno|sommeil",
      { breakers: "sleeping bag|sleepover|sleep mode|sleeper sofa" },
    ),
    concept(
      "environment",
      "a better sleep environment",
      0.5,
      "blackout curtains|blackout blind|eye mask|earplugs|mattress|pillow|white noise|bedroom cool|phone out of the bedroom|charge the phone outside the bedroom|phone outside the bedroom|no screens|screens off",
    ),
    concept(
      "caffeine",
      "late caffeine",
      0.8,
      "coffee|caffeine|energy drink|energy drinks|red bull|espresso|late coffee|double espresso",
      { hinder: true },
    ),
    concept(
      "screens",
      "late-night screens",
      0.8,
      "doomscrolling|doom scrolling|scrolling in bed|phone in bed|late night tv|stay up late|staying up late|all-nighter|all nighter|pull an all|up till 3|2am|3am|cramming|late nights|night shift|night shifts",
      { hinder: true },
    ),
  ],
};

export const mental: DomainDef = {
  id: "mental",
  label: "mental health",
  related: { sleep: 0.7, health: 0.6, fitness: 0.35 },
  concepts: [
    concept(
      "treatment",
      "treatment",
      1,
      "therapy|therapist|cbt|counselling|counseling|counsellor|psychologist|psychiatrist|gp|doctor|referral|medication|meds|sertraline|fluoxetine|citalopram|escitalopram|propranolol|ssri|antidepressant|prescription|mental health|talking therapies|terapia|therapie|psycholog*",
    ),
    concept(
      "practice",
      "calming practice",
      0.85,
      "breathing|breathwork|4-7-8|box breathing|meditate|meditation|mindfulness|headspace|calm app|journal|journaling|diary|tagebuch|gratitude|yoga|grounding|relaxation|relax|anxiety|anxious|panic|panic attack|panic attacks|stress|stressed|worry|worries|triggers|ausloser|angst|ansiedad|estres|anxiete",
    ),
    concept(
      "boundaries",
      "healthier work boundaries",
      0.8,
      "workload|talk to my manager|realistic deadlines|say no|boundaries|time off|annual leave|day off|burnout|burn out|overwhelm|overwhelmed|delegate",
    ),
    concept(
      "movement",
      "gentle exercise",
      0.45,
      "walk|walking|walk outside|fresh air|nature|exercise|run|swim|stretch",
    ),
    concept(
      "overload",
      "taking on too much",
      0.9,
      "take on more|another project|extra project|overtime|all-nighter|all nighter|pull an all",
      { hinder: true },
    ),
  ],
};

export const health: DomainDef = {
  id: "health",
  label: "health",
  related: { sleep: 0.5, nutrition: 0.6, fitness: 0.6, mental: 0.5 },
  concepts: [
    concept(
      "medical",
      "medical care",
      0.9,
      "gp|doctor|appointment with the gp|blood test|check-up|checkup|screening|prescription|medication|meds|pharmacy|specialist|referral|hospital|nurse|arzt|medico|medecin",
    ),
    concept(
      "habits",
      "healthy habits",
      0.7,
      "drink more water|hydrate|vegetables|fruit|walk|steps|quit smoking|stop smoking|nicotine patches|vape|alcohol-free|dry january|sober",
    ),
    concept(
      "vices",
      "unhealthy habits",
      0.9,
      "smoke|smoking|cigarettes|binge drinking|takeaway|junk food|fast food",
      {
        hinder: true,
        breakers:
          "alarm|alarms|detector|detectors|salmon|mackerel|haddock|trout|paprika|bbq|barbecue|smoker|ham|machine",
      },
    ),
  ],
};

export const nutrition: DomainDef = {
  id: "nutrition",
  label: "diet",
  related: { fitness: 0.6, health: 0.6 },
  concepts: [
    concept(
      "diet",
      "healthy eating",
      1,
      "diet|calories|calorie|calorie deficit|meal prep|meal plan|protein|vegetables|salad|portion|portions|macros|myfitnesspal|weigh in|weigh-in|scales|weight|lose weight|kg|kilos|pounds|lbs|bmi|intermittent fasting|fasting|nutritionist|dietitian|healthy recipes|abnehmen|dieta|regime",
    ),
    concept(
      "treats",
      "overeating",
      0.9,
      "takeaway|takeaways|pizza|burger|chocolate|cake|sweets|crisps|biscuits|dessert|binge eating|second helping|fast food|mcdonalds|donuts|ice cream|all you can eat|cheat day",
      { hinder: true },
    ),
  ],
};
