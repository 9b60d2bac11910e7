import { concept, type DomainDef } from "./types";

const RUN_BREAKERS =
  "movie|film|films|series|netflix|tv|show|season|episode|binge|sentence|sentences|errand|errands|business|meeting|script|code|test|ad|campaign|dishwasher|machine|printer|ink|late|out of|for office|for mayor|nose|tap|bath";

/** "a 15k budget", "save 25k": a number with k next to money words is an amount, not a distance. */
const MONEY_AMOUNT_BREAKERS =
  "budget|deposit|savings|save|saving|salary|loan|mortgage|raise|debt|cost|costs|spend|fund|fundraise";

export const running: DomainDef = {
  id: "running",
  label: "running",
  related: { fitness: 0.6, injury: 0.8, sleep: 0.45, nutrition: 0.5 },
  concepts: [
    concept(
      "race",
      "race preparation",
      0.9,
      "marathon|half marathon|ultra|5k|10k|parkrun|race|race day|tune-up race|start line|finish line|pb|personal best|bib|maraton|marathon training",
      { ambiguous: true, breakers: RUN_BREAKERS },
    ),
    concept(
      "training-run",
      "run training",
      1,
      "long run|easy run|tempo run|recovery run|intervals|interval|speed work|speedwork|hill repeats|hill sprints|fartlek|track session|strides|tempo|tempo*|*training|mileage|weekly mileage|km run|miles run|re:^\\d+km?$|splits|pace|race pace|taper|lauf*|*lauf|*laufen|correr|carrera|courir|course a pied|entrainement|entrenamiento",
      { breakers: MONEY_AMOUNT_BREAKERS },
    ),
    concept(
      "run",
      "running",
      0.75,
      "run|running|jog|jogging|runner|runners|ran|run club|running club|running group|club run",
      { ambiguous: true, breakers: RUN_BREAKERS },
    ),
    concept(
      "plan",
      "a training plan",
      0.95,
      "training plan|training schedule|coach|running coach|couch to 5k|c25k|programme|training block|16-week|12-week|18-week|20-week",
    ),
    concept(
      "gear",
      "running kit",
      0.6,
      "running shoes|trainers|shoes|gait analysis|gait|gps watch|garmin|strava|running watch|heart rate monitor|running socks|running vest|hydration vest|running belt|chafing|body glide",
    ),
    concept(
      "fuel",
      "race fuelling",
      0.6,
      "energy gel|energy gels|gels|electrolytes|carb loading|carbs|carb|hydration|water stations",
    ),
    concept(
      "skip",
      "skipping training",
      1,
      "skip the long run|skip training|miss training|no running|stop running|quit running|overtraining|run through the pain",
      { hinder: true },
    ),
  ],
};

export const fitness: DomainDef = {
  id: "fitness",
  label: "fitness",
  related: { injury: 0.7, sleep: 0.4, nutrition: 0.6, running: 0.5 },
  concepts: [
    concept(
      "workout",
      "workouts",
      1,
      "workout|workouts|gym|gym session|training session|exercise|exercises|strength training|weights|lifting|deadlift|squat|squats|bench press|push-ups|pushups|pull-ups|plank|hiit|crossfit|circuit|spin class|cycling|bike ride|swim|swimming|laps|rowing|yoga|pilates|cardio|steps|10k steps|10,000 steps|sport|fitness|training|entrenar|ejercicio|gimnasio|sport*|fitness*|muskel*",
    ),
    concept(
      "plan",
      "a workout plan",
      0.9,
      "workout plan|training plan|personal trainer|pt session|gym membership|join the gym|fitness class|class pass|programme",
    ),
    concept(
      "gear",
      "training kit",
      0.5,
      "dumbbells|kettlebell|resistance bands|yoga mat|gym bag|trainers|sports bra|bike|helmet|goggles|swimsuit",
    ),
    concept(
      "skip",
      "skipping workouts",
      1,
      "skip the gym|skip workout|cancel gym|cancel the gym|quit the gym",
      { hinder: true },
    ),
  ],
};

export const injury: DomainDef = {
  id: "injury",
  label: "injury prevention",
  related: { fitness: 0.5, running: 0.5, health: 0.6 },
  concepts: [
    concept(
      "care",
      "injury care",
      0.85,
      "physio|physiotherapist|physiotherapy|physical therapy|sports massage|massage|osteopath|chiropractor|injury|injured|injuries|rehab|shin splints|shin|knee|ankle|achilles|hamstring|calf|it band|plantar|strain|sprain|pain|sore|soreness|fisio*|verletz*",
    ),
    concept(
      "recovery",
      "recovery",
      0.5,
      "stretch|stretching|foam roller|foam roll|mobility|warm up|warm-up|cool down|rest day|rest days|ice bath|recovery|strength work|core work|cross-training|dehnen|estirar",
    ),
    concept(
      "ignore",
      "ignoring injury warnings",
      1,
      "ignore the pain|run through the pain|push through the pain|train through the pain|every day no rest|no rest days",
      { hinder: true },
    ),
  ],
};
