/** docs/behaviour/limits.md#scores scoring constants. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 10_000;
export const UNSCORED = 999_999;
export const FIT_THRESHOLD = 4_000;
export const EMPTY_TASK_SCORE = 9_000;
export const CONTRADICTION_SCORE = 10_000;
export const TIER_CRITICAL_MAX = 1_000;
export const TIER_IMPORTANT_MAX = 3_000;
export const TIER_USEFUL_MAX = 7_000;

/** Context adjustment (docs/behaviour/limits.md#context-adjustment). */
export const CONTEXT_SINGLE_BATCH_MAX = 60;
export const CONTEXT_BATCH_SIZE = 50;
export const CONTEXT_OVERLAP = 10;
export const CONTEXT_ANCHORS_MEDIUM = 15; // 61–200 tasks
export const CONTEXT_ANCHORS_LARGE = 20; // above 200 tasks
export const CONTEXT_MEDIUM_MAX = 200;
export const CONTEXT_TRIM_FRACTION = 0.1;
export const CONTEXT_DELTA_LIMIT = 1_500;

/** docs/behaviour/calls.md#ai-uses AI chat uses: temperature and max tokens. */
export const aiUses = {
  scoring: { temperature: 0.3, maxTokens: 50 },
  contextAdjustment: { temperature: 0.1, maxTokens: 200 },
  clarification: { temperature: 0.3, maxTokens: 100 },
  settingsSearch: { temperature: 0.2, maxTokens: 100 },
  matchTasks: { temperature: 0.2, maxTokens: 100 },
  helpFallback: { temperature: 0.2, maxTokens: 200 },
} as const;

export const AI_TIMEOUT_MS = 30_000;
export const MATCH_RESULTS_MAX = 10;
export const HELP_FALLBACK_MAX = 3;

/**
 * Circuit breakers (docs/behaviour/limits.md#circuit-breakers): threshold failures within windowMs
 * open it; resetMs to half-open.
 */
export const breakerConfigs = {
  backend: { threshold: 5, resetMs: 30_000, windowMs: 60_000, halfOpenAttempts: 3 },
  textAi: { threshold: 3, resetMs: 60_000, windowMs: 120_000, halfOpenAttempts: 2 },
  image: { threshold: 3, resetMs: 45_000, windowMs: 90_000, halfOpenAttempts: 2 },
} as const;
