import type { DomainDef } from "./types";
import { baking, business } from "./business";
import { music, writing } from "./creative";
import { fitness, injury, running } from "./fitness";
import { competing, practice, progress } from "./generic";
import { health, mental, nutrition, sleep } from "./health";
import { homeImprovement, moving } from "./home";
import { language } from "./language";
import { career, money } from "./money";
import { family } from "./people";
import { cloudCert, nursing, study, workspace } from "./study";
import { coding } from "./tech";
import { travel } from "./travel";
import { crafts, games, gardening, outdoors, photography } from "./hobbies";
import {
  campaign,
  cooking,
  decluttering,
  driving,
  events,
  homebuying,
  pets,
  quitting,
  wedding,
} from "./life";
import { endurance, media, proExam, renovation, research, techJobs } from "./projects";

/** Topic domains, detected in goal text. */
export const topicDomains: readonly DomainDef[] = [
  running,
  fitness,
  injury,
  sleep,
  mental,
  health,
  nutrition,
  money,
  career,
  study,
  nursing,
  cloudCert,
  workspace,
  language,
  writing,
  music,
  business,
  baking,
  moving,
  homeImprovement,
  family,
  coding,
  travel,
  wedding,
  homebuying,
  driving,
  pets,
  quitting,
  events,
  campaign,
  cooking,
  decluttering,
  endurance,
  research,
  media,
  renovation,
  techJobs,
  proExam,
  gardening,
  crafts,
  games,
  outdoors,
  photography,
];

/** Domains that apply to every goal regardless of topic. */
export const universalDomains: readonly DomainDef[] = [competing, progress, practice];
