import { z } from "zod";
import type { ScoringEngine } from "@firstly/core/scoring/types";
import { createOpenAiChatClient } from "./openai-chat-client";
import { createOpenAiEngine } from "./openai-engine";
import { createMemoryScoreCache, type ScoreCache } from "./score-cache";

const AiEnv = z.object({
  AI_BASE_URL: z.url(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  AI_SCORING_MODE: z.enum(["batch", "per-task"]).default("batch"),
  AI_CONTEXT_ADJUSTMENT: z.enum(["true", "false"]).default("true"),
});

type EnvLike = Record<string, string | undefined>;

/**
 * The openai-compatible engine when AI_BASE_URL is set (AI_API_KEY optional, AI_MODEL default
 * gpt-4o-mini, AI_SCORING_MODE batch|per-task default batch), else null. Throws a readable error
 * for a set but invalid value. Used by the eval script; the server passes its parsed env instead.
 */
export function createEngineFromEnv(
  // The one sanctioned reader of process.env outside server/src/env.ts (the eval script has no server env).
  // eslint-disable-next-line no-restricted-properties
  env: EnvLike = process.env,
  cache: ScoreCache = createMemoryScoreCache(),
): ScoringEngine | null {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [
      k,
      v === undefined || v.trim() === "" ? undefined : v.trim(),
    ]),
  );
  if (!blankToUndefined.AI_BASE_URL) return null;
  const parsed = AiEnv.safeParse(blankToUndefined);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid AI settings: ${issues}`);
  }
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_SCORING_MODE, AI_CONTEXT_ADJUSTMENT } = parsed.data;
  const client = createOpenAiChatClient({
    baseURL: AI_BASE_URL,
    apiKey: AI_API_KEY,
    model: AI_MODEL,
  });
  return createOpenAiEngine({
    client,
    model: AI_MODEL,
    mode: AI_SCORING_MODE,
    cache,
    contextAdjustment: AI_CONTEXT_ADJUSTMENT === "true",
  });
}
