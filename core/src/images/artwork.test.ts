import { describe, expect, it } from "vitest";
import { composeArtwork } from "./artwork";
import { imagePrompt, IMAGE_PROMPT_TEXT_MAX } from "./image-prompt";
import { artworkWords, textSeed } from "./text-seed";

describe("built-in artwork", () => {
  it("is the same for the same text (case and spacing aside) and different for different texts", () => {
    const a = composeArtwork("Run a half marathon in April", "scene");
    expect(composeArtwork("run a  half marathon in april ", "scene")).toBe(a);
    expect(composeArtwork("Call the dentist on Monday", "scene")).not.toBe(a);
    expect(composeArtwork("Run a half marathon in April", "golden-sigil")).not.toBe(a);
  });

  it("is a complete SVG document, also for empty or hostile text", () => {
    for (const text of ["", "   ", '<script>alert("x")</script> & "quotes"', "😀 émigré 東京"]) {
      for (const style of ["scene", "golden-sigil"] as const) {
        const svg = composeArtwork(text, style);
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(svg).not.toContain("<script");
        expect(svg).not.toContain("NaN");
      }
    }
  });

  it("varies its composition across texts (not one template recoloured)", () => {
    const texts = Array.from({ length: 40 }, (_, i) => `Thought number ${i} about the garden`);
    const kinds = new Set(
      texts.map((t) => {
        const svg = composeArtwork(t, "scene");
        if (svg.includes("<ellipse")) return "orbits";
        if (svg.includes("<rect x=")) return "mosaic";
        if (svg.includes('stroke-width="1.4"')) return "constellation";
        return "hills";
      }),
    );
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });

  it("draws no fake glyph text: no text elements and no rune strokes, in any style", () => {
    expect(artworkWords("Go to the gym, at 7am!")).toEqual(["the", "gym", "7am"]);
    expect(textSeed("a")).not.toBe(textSeed("b"));
    const texts = Array.from({ length: 40 }, (_, i) => `Write chapter ${i} of the novel today`);
    for (const text of texts) {
      for (const style of ["scene", "golden-sigil"] as const) {
        const svg = composeArtwork(text, style);
        expect(svg).not.toMatch(/<text|<tspan/);
        // every rune was a round-capped stroked path; shapes are filled or plain outlines
        expect(svg).not.toContain('stroke-linecap="round"');
      }
    }
  });
});

describe("image prompt", () => {
  it("quotes the subject on one line, cut, and asks the main goal for a golden sigil", () => {
    expect(imagePrompt('Plan\n"the" trip', "scene")).toContain(`"Plan 'the' trip"`);
    expect(imagePrompt("Finish my degree", "golden-sigil")).toMatch(/golden sigil/);
    const long = imagePrompt("x".repeat(1000), "scene");
    expect(long).toContain(`${"x".repeat(IMAGE_PROMPT_TEXT_MAX)}…`);
    expect(long).not.toContain("x".repeat(IMAGE_PROMPT_TEXT_MAX + 1));
  });
});
