import { concept, type DomainDef } from "./types";

export const study: DomainDef = {
  id: "study",
  label: "studying",
  related: { sleep: 0.4, workspace: 0.5, mental: 0.3 },
  concepts: [
    concept(
      "practice",
      "exam practice",
      1,
      "practice questions|practice test|practice tests|practice exam|practice assessment|mock exam|mock test|past papers|past paper|question bank|qbank|questions a day|drill|drills|rationale|rationales|timed test|full-length|weak areas|weakest area|uworld|kaplan|boards|pruefung*|examen|examenes|examens",
    ),
    concept(
      "review",
      "revision",
      0.9,
      "study|studying|revise|revision|review|reviewing|syllabus|chapter|chapters|textbook|notes|lecture|lectures|course|modules|module|topics|flashcards|flash cards|anki|quizlet|mnemonics|summary sheets|estudiar|estudio|repasar|lernen|reviser|etudier",
    ),
    concept(
      "plan",
      "a study plan",
      0.9,
      "study plan|study schedule|revision timetable|study timetable|horario de estudio|lernplan|week by week|study group|study buddy|tutor|review course|prep course|exam prep",
    ),
    concept(
      "exam-admin",
      "exam logistics",
      0.8,
      "exam|exams|test date|exam date|book the exam|registration|register for the exam|admission|att|authorization to test|pearson vue|prometric|test centre|test center|exam fee|confirmation email|appointment",
    ),
    concept(
      "space",
      "a study space",
      0.45,
      "desk|study space|whiteboard|library|quiet room|noise cancelling|headphones",
    ),
    concept(
      "slack",
      "skipping study",
      1,
      "no studying|stop studying|skip revision|skip studying|put off studying|binge|binge-watch|binge watch|new season|all-nighter|cram the night before",
      { hinder: true },
    ),
  ],
};

/** Subject knowledge for professional exams; only counts when the goal names such an exam. */
export const nursing: DomainDef = {
  id: "nursing",
  label: "nursing exam content",
  related: { study: 0.9 },
  concepts: [
    concept(
      "content",
      "core exam content",
      0.95,
      "nclex|nclex-rn|pharm|pharmacology|lab values|labs|abg|abgs|electrolytes|potassium|sodium|anticoagulant|anticoagulants|heparin|warfarin|insulin|insulin types|digoxin|toxicity|priority|prioritization|prioritisation|delegation|triage|patient safety|infection control|med-surg|pediatrics|maternity|psych nursing|cardiac|respiratory|fluid balance|dosage calculations|drug calc",
    ),
  ],
};

export const cloudCert: DomainDef = {
  id: "cloud",
  label: "cloud certification content",
  related: { study: 0.9, coding: 0.4 },
  concepts: [
    concept(
      "content",
      "core exam content",
      0.95,
      "aws|amazon web services|solutions architect|ec2|s3|vpc|iam|lambda|rds|dynamodb|cloudformation|cloudfront|route 53|elb|load balancer|auto scaling|well-architected|azure|gcp|google cloud|kubernetes|terraform|whitepapers|whitepaper|tutorials dojo|adrian cantrill|stephane maarek|acloudguru|a cloud guru|free tier|cloud practitioner|sysops|devops engineer",
    ),
  ],
};

export const workspace: DomainDef = {
  id: "workspace",
  label: "workspace",
  concepts: [
    concept(
      "setup",
      "a better workspace",
      0.6,
      "desk|desk chair|chair|ergonomic|monitor|standing desk|lamp|quiet space|tidy desk|whiteboard|noise cancelling|headphones",
    ),
  ],
};
