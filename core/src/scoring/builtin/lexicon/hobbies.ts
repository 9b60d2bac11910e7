import { concept, type DomainDef } from "./types";

/** Common hobbies and outdoor skills people set goals around. */

export const gardening: DomainDef = {
  id: "gardening",
  label: "the garden",
  concepts: [
    concept(
      "grow",
      "growing",
      1,
      "allotment|veg patch|vegetable patch|raised bed|raised beds|beds|sow|sowing|seeds|seed|seedlings|plant out|planting|transplant|harden off|greenhouse|polytunnel|compost|kompost|manure|mulch|dig|digging|weeding|weed|crop rotation|crops|harvest|tomatoes|tomato|potatoes|seed potatoes|lettuce|courgettes|beans|onions|garlic|herbs|fruit trees|pruning|prune|watering|water butt|hose|slugs|netting|pests|blight|hoe|trowel|dibber|rhs|gardening|garden centre|huerto|jardin|garten",
      { breakers: "seed funding|seed round" },
    ),
  ],
};

export const crafts: DomainDef = {
  id: "crafts",
  label: "the craft project",
  concepts: [
    concept(
      "make",
      "making it",
      1,
      "sew|sewing|sewing machine|quilt|quilting|fabric|fabrics|seams|seam|pattern|patterns|cut the fabric|squares|blocks|batting|backing|binding|rotary cutter|cutting mat|thread|needle|pins|hem|knit|knitting|crochet|yarn|wool|stitch|stitches|embroidery|pottery|clay|kiln|wheel|glaze|woodwork|carving|stoffladen|stoff|coser|tricot|couture",
      { breakers: "costs" },
    ),
  ],
};

export const games: DomainDef = {
  id: "games",
  label: "the game",
  concepts: [
    concept(
      "chess",
      "chess practice",
      1,
      "chess|schach*|ajedrez|echecs|lichess|chess.com|tactics|puzzles|openings|opening|repertoire|endgame|endgames|middlegame|blunder|blunders|rapid|blitz|classical|elo|fide|rating|analyse|analysis|review my games|games|tournament|chess club",
    ),
  ],
};

export const outdoors: DomainDef = {
  id: "outdoors",
  label: "the outdoor skill",
  related: { travel: 0.4, fitness: 0.4 },
  concepts: [
    concept(
      "skill",
      "skill training",
      1,
      "padi|dive|dives|diving|scuba|open water|confined water|buoyancy|equalising|equalizing|mask and fins|fins|snorkel|dive centre|dive computer|tauch*|bucear|plongee|climb|climbing|bouldering|belay|harness|rope|hike|hiking|trail|summit|navigation|map and compass|sail|sailing|kayak|paddle|surf|surfing|ski|skiing|snowboard",
      { breakers: "dive into|career ladder" },
    ),
    concept(
      "cert",
      "certification",
      0.9,
      "certification|certified|log book|logbook|elearning|e-learning|theory modules|medical questionnaire|course|instructor",
    ),
  ],
};

export const photography: DomainDef = {
  id: "photography",
  label: "photography",
  concepts: [
    concept(
      "shoot",
      "photography practice",
      1,
      "photo|photos|photography|camera|lens|lenses|shoot|shooting|exposure|aperture|shutter speed|iso|lightroom|editing|composition|portfolio|prints|golden hour|tripod|fotograf*|fotografia",
    ),
  ],
};
