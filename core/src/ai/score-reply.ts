import { SCORE_MAX, SCORE_MIN } from "../scoring/constants";

/**
 * docs/behaviour/validation.md: a per-task scoring reply must be an integer 1–10000, else scoring
 * fails (the caller stores 999999 and fits=false). Accepted: exactly one run of ASCII digits,
 * optionally surrounded by whitespace ("5000", " 5000\n"). Rejected: signs, decimals, exponents,
 * thousands separators, any words ("Score: 4200", "4200 points"), 0, 10001 and above, and the empty
 * reply — null.
 */
export function parseSingleScore(text: string): number | null {
  const match = /^\s*(\d{1,6})\s*$/.exec(text);
  if (!match?.[1]) return null;
  const score = Number(match[1]);
  return score >= SCORE_MIN && score <= SCORE_MAX ? score : null;
}
