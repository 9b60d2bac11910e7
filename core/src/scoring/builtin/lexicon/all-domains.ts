import type { DomainDef } from "./types";
import { baking, business } from "./business";
import { music, writing } from "./creative";
import { fitness, injury, running } from "./fitness";
import { competing, progress } from "./generic";
import { health, mental, nutrition, sleep } from "./health";
import { homeImprovement, moving } from "./home";
import { language } from "./language";
import { career, money } from "./money";
import { family } from "./people";
import { cloudCert, nursing, study, workspace } from "./study";
import { coding } from "./tech";
import { travel } from "./travel";

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
];

/** Domains that apply to every goal regardless of topic. */
export const universalDomains: readonly DomainDef[] = [competing, progress];
