import { concept, type DomainDef } from "./types";

/** Everyday life projects: events, property, driving, pets, habits, cooking, decluttering. */

export const wedding: DomainDef = {
  id: "wedding",
  label: "the wedding",
  related: { money: 0.5, events: 0.5 },
  concepts: [
    concept(
      "venue",
      "venue and ceremony",
      1,
      "venue|venues|wedding venue|registrar|officiant|ceremony|civil ceremony|reception|notice of marriage|marriage licence|marriage license|church|iglesia|ceremonia|standesamt|mairie|guest list|guests|save the date|save the dates|invitations|invites|rsvp|seating plan|table plan|wedding date|boda|hochzeit*|mariage",
    ),
    concept(
      "suppliers",
      "wedding suppliers",
      0.8,
      "photographer|photographers|videographer|caterer|caterers|catering|menu tasting|florist|flowers|wedding cake|dj|band|hair and makeup|makeup trial|hair trial|dress|dress shopping|wedding dress|suit|suits|bridesmaid|bridesmaids|best man|groomsmen|wedding rings|vows|speech|first dance|honeymoon|decor|favours|centrepieces|pinterest",
      { breakers: "birthday|party dress|work suit|lawsuit" },
    ),
    concept(
      "core",
      "the wedding",
      0.7,
      "wedding|bride|groom|fiance|fiancee|marry|married|marriage|elope",
    ),
    concept(
      "blowout",
      "overspending on the wedding",
      1,
      "whatever it costs|whatever the cost|upgrade to the|sort the budget later|worry about the budget later",
      { hinder: true },
    ),
  ],
};

export const homebuying: DomainDef = {
  id: "homebuying",
  label: "buying a home",
  related: { money: 0.9 },
  concepts: [
    concept(
      "mortgage",
      "mortgage readiness",
      1,
      "mortgage|mortgages|mortgage broker|broker|agreement in principle|mortgage in principle|decision in principle|credit score|credit report|credit file|experian|clearscore|lisa|lifetime isa|help to buy|first-time buyer|first time buyer|shared ownership|house deposit|stamp duty|loan to value|hypothek*|hipoteca*|pret immobilier",
      { breakers: "monopoly|board game|game night" },
    ),
    concept(
      "search",
      "house hunting",
      0.7,
      "rightmove|zoopla|viewing|viewings|estate agent|estate agents|open house|make an offer|survey|surveyor|homebuyer report|conveyancer|conveyancing|solicitor|property|properties|commute|commute times|areas|neighbourhood|inmobiliaria|immobilie*",
    ),
    concept("deposit", "the deposit", 0.9, "deposit|deposit fund|gifted deposit", {
      ambiguous: true,
      breakers: "cheque|check|bottle|refund|back|tenancy|landlord|rent|rental|renting|letting",
    }),
    concept(
      "blow",
      "raiding the deposit",
      1,
      "spend the deposit|dip into the deposit|raid the deposit|use the deposit",
      { hinder: true },
    ),
  ],
};

export const driving: DomainDef = {
  id: "driving",
  label: "learning to drive",
  related: { study: 0.3 },
  concepts: [
    concept(
      "test",
      "the driving test",
      1,
      "driving test|practical test|practical|test centre|test center|test route|dvsa|cancellations|theory test|hazard perception|highway code|show me tell me|mock test|book the test|fuhrerschein*|fuehrerschein*|permis de conduire|carnet de conducir|examen de conducir",
    ),
    concept(
      "lessons",
      "driving lessons",
      1,
      "driving lesson|driving lessons|lesson|lessons|instructor|driving instructor|driving school|fahrstunde*|fahrschule|autoescuela|auto-ecole|clases de conducir",
      { breakers: "guitar|piano|swim|swimming|guitarra|spanish|french" },
    ),
    concept(
      "skills",
      "driving practice",
      0.9,
      "parallel parking|parallel park|reverse park|bay parking|roundabout|roundabouts|mirrors|manoeuvre|manoeuvres|maneuvers|emergency stop|three point turn|hill start|dual carriageway|motorway|practise driving|practice driving|driving practice|clutch|stalling",
    ),
    concept(
      "admin",
      "learner admin",
      0.6,
      "provisional|provisional licence|provisional license|learner|learner driver|l plates|learner insurance|number plate|eye test",
    ),
    concept("drive", "driving", 0.5, "drive|driving|car", {
      ambiguous: true,
      breakers:
        "he s driving|she s driving|is driving|lift|hard drive|usb drive|google drive|drive thru",
    }),
  ],
};

export const pets: DomainDef = {
  id: "pets",
  label: "the dog",
  concepts: [
    concept(
      "adopt",
      "the adoption",
      1,
      "adopt|adoption|adopting|adoption application|rescue|rescue centre|shelter|rehome|rehoming|home check|home visit|battersea|dogs trust|rspca|breeder|tierheim|adopcion|refugio",
    ),
    concept(
      "train",
      "training",
      1,
      "train|training|dog training|dog trainer|trainer|puppy class|puppy classes|obedience|recall|loose lead|loose-lead|lead training|heel|clicker|treats|positive reinforcement|long line|socialise|socialisation|socialize|crate training|house training|toilet training|hundeschule|adiestramiento|dressage",
    ),
    concept(
      "care",
      "pet care",
      0.75,
      "vet|vets|microchip|flea|worming|pet insurance|dog food|kibble|crate|leash|harness|collar|bowls|food bowls|dog bed|dog walker|walkies|dog-proof|dog proof|chew toys|tierarzt|veterinario|veterinaire",
    ),
    concept(
      "animal",
      "the dog",
      0.6,
      "dog|dogs|puppy|pup|cat|kitten|pet|pets|hund|perro|chien|chat",
      {
        ambiguous: true,
        breakers:
          "hot dog|hot dogs|dog tired|underdog|dog eared|pet peeve|teacher s pet|chat with|group chat",
      },
    ),
    concept("lead", "lead walking", 0.6, "lead|walk|walks|walking", {
      ambiguous: true,
      breakers: "pipe|pipes|paint|poisoning|singer|actor|lead role|generation|meeting",
    }),
    concept(
      "neglect",
      "neglecting the dog's training",
      1,
      "skip the walk|skip walks|give him up|give her up|give the dog back|return the dog",
      { hinder: true },
    ),
  ],
};

export const quitting: DomainDef = {
  id: "quitting",
  label: "quitting",
  related: { health: 0.6, mental: 0.4 },
  concepts: [
    concept(
      "support",
      "quit support",
      1,
      "quit date|rauchfrei|stop smoking service|stop smoking|quit smoking|quitline|quit app|rauchfrei*|nicotine|nicotine patches|patches|nicotine gum|lozenges|inhalator|champix|varenicline|zyban|allen carr|smokefree|smoke free|smoke-free|cold turkey|sober|sobriety|alcohol-free|alcohol free|alcoholics anonymous|dry january|mocktail|mocktails|days sober|sober app",
    ),
    concept(
      "cope",
      "coping with cravings",
      0.7,
      "craving|cravings|triggers|trigger|withdrawal|chewing gum|gum|accountability|support group",
    ),
    concept(
      "relapse",
      "relapsing",
      1,
      "lighter|lighters|ashtray|ashtrays|cigarettes|cigarette|cigs|fags|tobacco|rolling tobacco|duty free|smoking area|one wont hurt|one won t hurt|just one|cut down to|smoke break|have a smoke|cigarrillos|zigaretten|booze|pints|shots",
      { hinder: true },
    ),
  ],
};

export const events: DomainDef = {
  id: "events",
  label: "the event",
  related: { business: 0.3, money: 0.3 },
  concepts: [
    concept(
      "venue",
      "venue and permissions",
      1,
      "book the venue|venue|village hall|village green|community centre|parish council|permission|permit|event licence|public liability|risk assessment|first aid|first aid cover|event insurance|health and safety",
    ),
    concept(
      "fundraising",
      "fundraising",
      1,
      "raise|raising|raised|justgiving|gofundme|fundraising page|donation page|fundraise|fundraising|fundraiser|donations|donate|sponsor|sponsors|sponsorship|raffle|raffle prizes|tombola|tombola*|auction|prizes|gift aid|match funding|collection buckets|spendenseite|spenden",
      {
        breakers: "charity shop|garden bed|pay rise|salary|hand|roof|concerns|issue|question",
      },
    ),
    concept(
      "people",
      "volunteers and helpers",
      0.85,
      "volunteers|volunteer|rota|helpers|stewards|stall|stalls|cake stall|stallholders|vendors|performers|entertainment|bouncy castle|sound system|pa system|gazebo|marquee|tables and chairs|signage",
    ),
    concept(
      "promo",
      "promoting the event",
      0.7,
      "posters|poster|flyers|leaflets|facebook event|eventbrite|tickets|ticket sales|press release|local paper|local radio|comms team|logos|newsletter",
    ),
    concept(
      "core",
      "the event",
      0.6,
      "event|fun day|fete|fair|gala|charity|hospice|community|festival",
      { ambiguous: true, breakers: "charity shop|funfair ride|fair enough|unfair" },
    ),
    concept(
      "misuse",
      "misusing the funds",
      1,
      "spend the raised|spend the money raised|keep the money",
      { hinder: true },
    ),
  ],
};

export const campaign: DomainDef = {
  id: "campaign",
  label: "the campaign",
  related: { events: 0.4 },
  concepts: [
    concept(
      "campaign",
      "campaigning",
      1,
      "campaign|campaigning|canvass|canvassing|door knocking|doorstep|leaflet|leaflets|leafleting|nomination|nomination papers|signatures|ward|constituents|residents|hustings|manifesto|election|elections|candidate|candidacy|vote|votes|voters|voter|polling|polling day|electoral roll|agent|endorsement|endorsements|councillor|councillors|wahlkampf|campana",
    ),
  ],
};

export const cooking: DomainDef = {
  id: "cooking",
  label: "cooking",
  related: { nutrition: 0.5 },
  concepts: [
    concept(
      "cook",
      "cooking practice",
      1,
      "cook|cooking|recipe|recipes|meal|meals|dinner|batch cook|meal plan|knife skills|chop|chopping|saute|roast|braise|stock|sauce|sauces|ingredients|groceries|grocery|cookbook|cooking class|spices|pan|pans|knife|chef|kochen|rezept*|cocinar|receta*|cuisiner|recette*",
    ),
  ],
};

export const decluttering: DomainDef = {
  id: "declutter",
  label: "decluttering",
  related: { home: 0.5 },
  concepts: [
    concept(
      "clear",
      "clearing out",
      1,
      "declutter|decluttering|konmari|donate|donation|charity shop|bin bags|tip run|recycling centre|clear out|clear-out|wardrobe|drawers|garage|loft|attic|one room|tidy|sort through|ausmisten|ordenar|desencombrer",
    ),
    concept(
      "hoard",
      "adding clutter",
      1,
      "buy more storage|haul|shopping spree|keep everything|just in case",
      { hinder: true },
    ),
  ],
};
