/** Colour schemes for the built-in artwork: every picture's colours come from its seed. */
export interface Palette {
  /** background gradient, dark to lighter */
  sky: [string, string];
  /** shapes from back to front */
  layers: string[];
  /** the bright accent (sun, marks, glow) */
  accent: string;
  /** glyph strokes */
  ink: string;
}

const schemes = ["analogous", "complementary", "triadic", "split"] as const;

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;

/** A palette from a base hue and a scheme picked by `random` (deterministic for one seed). */
export function paletteFor(random: () => number): Palette {
  const hue = random() * 360;
  const scheme = schemes[Math.floor(random() * schemes.length)] ?? "analogous";
  const second =
    scheme === "analogous"
      ? hue + 35
      : scheme === "complementary"
        ? hue + 180
        : scheme === "triadic"
          ? hue + 120
          : hue + 150;
  const saturation = 38 + random() * 24;
  const night = random() < 0.45;
  const sky: [string, string] = night
    ? [hsl(hue + 200, 45, 10), hsl(hue + 230, 40, 24)]
    : [hsl(hue, saturation * 0.7, 78), hsl(second, saturation * 0.6, 90)];
  const layers = [0, 1, 2, 3].map((i) =>
    night
      ? hsl(hue + i * 12, saturation, 18 + i * 9)
      : hsl(i % 2 === 0 ? hue : second, saturation, 62 - i * 11),
  );
  return {
    sky,
    layers,
    accent: night ? hsl(second + 20, 85, 72) : hsl(second + 180, 80, 60),
    ink: night ? hsl(second, 60, 82) : hsl(hue, 55, 22),
  };
}

/**
 * The golden-sigil palette of the main goal (docs/behaviour/limits.md#images): deep night blue and
 * gold; the hue drifts.
 */
export function sigilPalette(random: () => number): Palette {
  const drift = random() * 50 - 25;
  return {
    sky: [hsl(228 + drift, 48, 11), hsl(258 + drift, 35, 25)],
    layers: [hsl(40, 75, 62), hsl(38, 70, 48), hsl(44, 85, 74), hsl(34, 65, 36)],
    accent: hsl(42, 90, 72),
    ink: hsl(43, 80, 70),
  };
}
