import type { ArtworkStyle } from "./artwork";

/** Longest text sent to an image model; longer notes are cut (cost and prompt bounds). */
export const IMAGE_PROMPT_TEXT_MAX = 400;

/**
 * The prompt for an OpenAI-compatible images endpoint. The person's words are quoted as the
 * subject, collapsed to one line and cut; the picture must carry no lettering (models render text
 * badly, and the words are already beside it). The main goal asks for the golden sigil
 * (docs/behaviour/limits.md#images).
 */
export function imagePrompt(text: string, style: ArtworkStyle): string {
  const oneLine = text.replace(/\s+/g, " ").replace(/"/g, "'").trim();
  const subject =
    oneLine.length > IMAGE_PROMPT_TEXT_MAX
      ? `${oneLine.slice(0, IMAGE_PROMPT_TEXT_MAX)}…`
      : oneLine || "a fresh start";
  return style === "golden-sigil"
    ? `A luminous golden sigil emblem symbolising this life goal: "${subject}". Ornate gold star ` +
        "polygon and concentric rings on a deep night-blue background, soft glow, centred, " +
        "no text, no letters."
    : `A calm, modern editorial illustration of this personal task: "${subject}". Flat shapes, ` +
        "soft gradients, harmonious colours, wide 16:9 composition, no text, no letters.";
}
