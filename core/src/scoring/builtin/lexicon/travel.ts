import { concept, type DomainDef } from "./types";

export const travel: DomainDef = {
  id: "travel",
  label: "the trip",
  related: { money: 0.3, language: 0.3 },
  concepts: [
    concept(
      "book",
      "trip bookings",
      1,
      "flight|flights|book flights|visa application|embassy|consulate|passport renewal|evisa|jr pass|interrail|ryokan|jabs|hotel|hostel|airbnb|accommodation|itinerary|train tickets|rail pass|visa|passport|esta|travel insurance|car hire|rental car|booking|hotel booking|flight booking",
    ),
    concept(
      "prep",
      "trip preparation",
      0.7,
      "packing list|jet lag|day by day|route|must-see|tickets|reservations|pack|luggage|suitcase|backpack|vaccinations|currency|travel money|adapter|guidebook|lonely planet|maps|offline maps|phrasebook|sim card|esim",
    ),
  ],
};
