import { concept, type DomainDef } from "./types";

export const moving: DomainDef = {
  id: "moving",
  label: "the move",
  related: { money: 0.2 },
  concepts: [
    concept(
      "logistics",
      "move logistics",
      1,
      "removal|removals|removal van|removal company|movers|moving van|van hire|man with a van|moving day|move date|book the van|umzug*|mudanza|demenagement|demenager|packing|pack|boxes|packing boxes|tape|bubble wrap|label boxes|helpers|umzugshelfer|storage unit",
    ),
    concept(
      "tenancy",
      "the tenancy",
      1,
      "tenancy|tenancy agreement|lease|rental agreement|holding fee|deposit back|landlord|letting agent|notice|written notice|give notice|inventory|check-in|checkout|check-out|checkout inspection|inspection|end of tenancy|keys|referencing|guarantor|mietvertrag|kaution|contrato de alquiler",
    ),
    concept(
      "clean",
      "end-of-tenancy cleaning",
      0.8,
      "deep clean|clean the oven|oven clean|cleaning|carpet clean|repairs|fill the holes|touch up|photos|photograph|damage|wear and tear",
    ),
    concept("deposit", "the deposit", 0.8, "deposit", {
      ambiguous: true,
      breakers: "cheque|check|bank|savings|paycheck|cash",
    }),
    concept(
      "setup",
      "setting up the new place",
      0.7,
      "broadband|internet|utilities|energy supplier|gas and electric|council tax|redirect post|royal mail|change of address|update address|register with a gp|gp surgeries|bin day|parking permit|new house|new place|new flat|new home",
    ),
    concept(
      "declutter",
      "decluttering",
      0.5,
      "declutter|decluttering|donate|charity shop|sell furniture|get rid of|recycle|tip run|clear out",
    ),
    concept(
      "stay",
      "staying put",
      1,
      "renew the lease|renew lease|another year|extend the tenancy|extend the lease|stay another year|sign another year|paint the|painting the|redecorate|wallpaper|nails in the wall|drill holes",
      { hinder: true },
    ),
  ],
};

export const homeImprovement: DomainDef = {
  id: "home",
  label: "the home",
  concepts: [
    concept(
      "diy",
      "home projects",
      0.9,
      "paint|painting|decorate|redecorate|wallpaper|diy|renovation|renovate|builder|builders|plumber|electrician|quote|quotes|tiles|tiling|flooring|kitchen|bathroom|garden|shelves|furniture|ikea|b&q|declutter|storage|cleaning|deep clean",
      { breakers: "kitchen roll|kitchen paper|kitchen towel" },
    ),
  ],
};
