import { concept, type DomainDef } from "./types";

/** Longer personal projects: endurance events, research degrees, media, renovations, job hunts. */

export const endurance: DomainDef = {
  id: "endurance",
  label: "endurance training",
  related: { running: 0.8, fitness: 0.7, injury: 0.7, nutrition: 0.5, sleep: 0.4 },
  concepts: [
    concept(
      "race",
      "race preparation",
      0.95,
      "triathlon|tri|ironman|70.3|sprint tri|olympic distance|sportive|gran fondo|century ride|100km|100 km|200km|audax|aquathlon|duathlon|sign up|entry|early bird|race day|race entry|tri club|triathlon club|cycling club",
    ),
    concept(
      "swim",
      "swim training",
      1,
      "swim|swims|swimming|pool|lengths|laps|open water|open water swim|wetsuit|tri suit|trisuit|front crawl|freestyle|drills|1500m|750m|schwimm*|nadar|natacion|nager",
      {
        breakers: "pool table|pool party|car pool|carpool|swimming gala",
      },
    ),
    concept(
      "bike",
      "bike training",
      1,
      "bike|ride|long ride|turbo|turbo trainer|zwift|road bike|clipless|clipless pedals|cleats|cadence|ftp|bike fit|bike service|cycling|cycle|saddle|rad|radfahren|bici|velo",
      {
        breakers: "cycle to work|cycle to work scheme|washing cycle|menstrual cycle|news cycle",
      },
    ),
    concept(
      "multi",
      "multisport sessions",
      1,
      "brick|brick session|transition|transitions|t1|t2|intervals|intervall*|threshold|zone 2|base miles|training plan|tri training plan",
    ),
  ],
};

export const research: DomainDef = {
  id: "research",
  label: "the thesis",
  related: { writing: 0.9, study: 0.4, workspace: 0.5, mental: 0.2 },
  concepts: [
    concept(
      "write",
      "writing up",
      1,
      "thesis|dissertation|write up|writing up|write-up|discussion chapter|results section|results chapter|methods section|methodology|abstract|literature review|lit review|tesis|doktorarbeit|masterarbeit|phd|doctorate",
    ),
    concept(
      "supervision",
      "supervision and milestones",
      0.9,
      "supervisor|supervisors|prof|professor|advisor|adviser|committee|viva|viva prep|defence|examiner|examiners|progress report|annual review|submission|intent to submit|submission rules|graduate school|doctoral",
    ),
    concept(
      "analysis",
      "research work",
      0.85,
      "data|analysis|stats|statistics|models|regression|rerun|experiment|experiments|lab|fieldwork|transcribe|nvivo|spss|matlab|results|figures|tables|references|citations|citation|citation style|bibliography|zotero|mendeley|endnote|papers|journal|literature|ethics|university template|formatting|latex|overleaf|proofread|proofreading|korrektur*|corrections",
    ),
    concept(
      "detour",
      "a detour from writing up",
      1,
      "extra teaching|teaching hours|take on extra|new paper|rewrite the whole|from scratch|start over",
      { hinder: true },
    ),
  ],
};

export const media: DomainDef = {
  id: "media",
  label: "the channel",
  related: { business: 0.3 },
  concepts: [
    concept(
      "produce",
      "making episodes",
      1,
      "record|recording|episode|episodes|ep|edit|editing|audacity|premiere|final cut|davinci|garageband|descript|script|scripting|show notes|interview|guest|guests|thumbnail|thumbnails|upload|uploads|publish|publishing|publish schedule|upload schedule|video|videos|filming|b-roll|clips|research|archives|aufnehmen|grabar|enregistrer",
      {
        breakers:
          "netflix|tv|season|series|watch|binge|job interview|technical|coding|mock|recruiter|recruiters|hiring",
      },
    ),
    concept(
      "gear",
      "recording gear",
      0.8,
      "mic|microphone|usb mic|audio interface|pop filter|camera|tripod|ring light|soundproof|soundproofing|acoustic foam|webcam|headphones|intro music|intro-musik|jingle",
      { breakers: "mic drop" },
    ),
    concept(
      "distribute",
      "growing the audience",
      0.8,
      "hosting|rss|rss feed|buzzsprout|anchor|spotify|apple podcasts|youtube|channel|subscribers|listeners|downloads|views|cover art|artwork|trailer|instagram|tiktok|social media|local paper|press|collab|collaboration|shorts|seo",
    ),
    concept(
      "core",
      "the show",
      0.7,
      "podcast|podcasts|youtube channel|vlog|blog|newsletter|content|creator|show",
      { ambiguous: true },
    ),
    concept(
      "stall",
      "stalling the launch",
      1,
      "scrap the|delete the channel|perfect every|buy more gear first",
      { hinder: true },
    ),
  ],
};

export const renovation: DomainDef = {
  id: "renovation",
  label: "the renovation",
  related: { home: 0.8, money: 0.6 },
  concepts: [
    concept(
      "trades",
      "trades and quotes",
      1,
      "quote|quotes|fitter|fitters|kitchen fitter|builder|builders|electrician|plumber|tiler|plasterer|joiner|carpenter|contractor|contractors|tradesman|trades|gas safe|building regs|building regulations|planning permission|structural engineer|skip hire|lead times|handwerker|fontanero|electricista",
    ),
    concept(
      "design",
      "design choices",
      0.85,
      "layout|measure|measurements|floor plan|cabinets|units|worktop|worktops|countertop|countertops|splashback|tiles|tiling|flooring|sink|spule|fregadero|taps|appliances|oven|hob|extractor|fridge|dishwasher|microwave|microondas|cupboards|cupboard doors|handles|paint colours|lighting|sockets|howdens|wickes|b&q|ikea|magnet|showroom|samples",
      { breakers: "kitchen roll|kitchen paper|kitchen towel" },
    ),
    concept(
      "budget",
      "renovation budget",
      0.8,
      "contingency|10% contingency|stage payment|deposit for the fitter|deposit for the builder",
    ),
    concept(
      "core",
      "the renovation",
      0.7,
      "renovate|renovation|renovating|refurb|refurbish|refurbishment|remodel|kitchen|bathroom|extension|loft conversion|reforma|renovierung|renovieren",
      { breakers: "kitchen roll|kitchen paper|kitchen towel" },
    ),
    concept(
      "live",
      "living through the works",
      0.5,
      "temporary kitchen|dust sheets|storage|clear the kitchen|empty the cupboards",
    ),
    concept("creep", "scope creep", 1, "while we re at it|might as well|upgrade everything", {
      hinder: true,
    }),
  ],
};

export const techJobs: DomainDef = {
  id: "techjobs",
  label: "interview prep",
  related: { career: 0.9, coding: 0.5, study: 0.3 },
  concepts: [
    concept(
      "prep",
      "interview practice",
      1,
      "leetcode|hackerrank|neetcode|codewars|algorithms|algorithm|data structures|big-o|big o|system design|coding interview|technical interview|mock interview|take home|take-home|take home test|whiteboard|pair programming|star stories|star method|behavioural|behavioral|cracking the coding interview|arrays|hashmaps|hash maps|linked lists|trees|graphs|dynamic programming",
    ),
    concept(
      "portfolio",
      "portfolio and profile",
      0.85,
      "portfolio|portfolio project|github|github profile|side project|projects|deploy|personal site|cv|resume|linkedin|junior roles|junior role|graduate scheme|bootcamp|referral|lebenslauf",
    ),
    concept(
      "avoid",
      "avoiding interviews",
      1,
      "turn down the interview|stop applying|skip the interview",
      { hinder: true },
    ),
  ],
};

export const proExam: DomainDef = {
  id: "proexam",
  label: "professional exam content",
  related: { study: 0.9 },
  concepts: [
    concept(
      "content",
      "core exam content",
      0.95,
      "bar exam|mbe|mee|mpt|barbri|themis|kaplan|uniform bar|cpa|far|aud|reg|becker|roger cpa|gmat|gre|lsat|mcat|quant|verbal|data insights|integrated reasoning|official guide|manhattan prep|magoosh|target test prep|cfa|acca|cima|aat|ethics|torts|contracts|civil procedure|constitutional law|evidence|criminal law|accounting|auditing|taxation|sentence correction|critical reasoning|reading comprehension",
    ),
  ],
};
