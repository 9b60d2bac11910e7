import { concept, type DomainDef } from "./types";

export const business: DomainDef = {
  id: "business",
  label: "the business",
  related: { money: 0.45, baking: 0.6 },
  concepts: [
    concept(
      "launch",
      "launch steps",
      1,
      "launch|launch date|go live|open the shop|opening|first sale|first customers|soft launch|market stall|stall|pitch|stand|pop-up|farmers market|craft market|trading|start selling|listing|listings|etsy|shopify|storefront|shop page|online shop|website|booking system",
    ),
    concept(
      "legal",
      "business admin",
      0.85,
      "register the business|business registration|register|registration|company house|companies house|sole trader|llc|ltd|license|licence|permit|food hygiene|hygiene certificate|hygiene rating|environmental health|council|insurance|liability insurance|product liability|public liability|terms and conditions|tax|vat|hmrc|self assessment|accountant|bookkeeping|business bank account|bank account|invoice|invoices|contract|trademark|allergens|allergen|labelling",
    ),
    concept(
      "product",
      "the product",
      0.85,
      "product|products|prototype|sample|samples|test batch|batch|at scale|recipe|pricing|price|prices|price up|cost per|margin|margins|supplier|suppliers|wholesale|inventory|stock|packaging|labels|label|quotes|quote|order|materials|photos|product photos|product photography|shipping costs|shipping labels|postage",
    ),
    concept(
      "marketing",
      "marketing",
      0.6,
      "marketing|instagram|insta|tiktok|social media|facebook page|logo|branding|brand|sign|signage|banner|flyers|business cards|newsletter|mailing list|seo|ads|advertising|customers|customer|reviews|word of mouth|handle|domain name|landing page",
    ),
    concept(
      "advice",
      "advice from people who've done it",
      0.45,
      "mentor|small business|business course|start-up course|startup advice|founders|accelerator|read up on|business plan",
    ),
    concept(
      "sales",
      "sales",
      0.9,
      "sales|sell|selling|leads|pipeline|prospects|outreach|cold email|cold call|demo|pitch deck|investors|fundraising|crm|close the deal|proposal|client|clients|b2b",
    ),
    concept(
      "abandon",
      "abandoning the business",
      1,
      "shut down the|close the shop|cancel the launch|cancel the shop|postpone the launch|delay the launch|give up on the shop|full-time job|full time job",
      { hinder: true },
    ),
  ],
};

export const baking: DomainDef = {
  id: "baking",
  label: "baking",
  related: { business: 0.6 },
  concepts: [
    concept(
      "bake",
      "baking",
      0.9,
      "bake|baking|test bake|loaf|loaves|sourdough|bread|dough|starter|levain|proof|proofing|crumb|oven|dutch oven|bannetons|banneton|flour|rye|spelt|scoring|lame|pain de campagne|boulangerie|pain|brot|pan|recette|receta|rezept|baguette|focaccia|croissant|pastry|pastries|bakery",
      {
        breakers:
          "dinner party|soup|starter for|phone|painting|backache|in pain|pain killers|painkillers",
      },
    ),
    concept(
      "kit",
      "baking equipment",
      0.6,
      "proving baskets|proofing baskets|scales|mixer|stand mixer|bench scraper|baking stone|baking steel|cooling racks|bread bags|paper bags",
    ),
    concept(
      "neglect",
      "neglecting the starter",
      1,
      "give away the starter|throw out the starter|let the starter die|stop feeding",
      { hinder: true },
    ),
  ],
};
