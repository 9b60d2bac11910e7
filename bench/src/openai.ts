import type { ScoringGoal, ScoringTask } from "@firstly/core/scoring/types";
import { createOpenAiChatClient } from "../../server/src/ai/openai-chat-client";
import { createOpenAiEngine } from "../../server/src/ai/openai-engine";
import { createMemoryScoreCache, type ScoreCache } from "../../server/src/ai/score-cache";
import { startFakeOpenAi, type FakeOpenAi } from "../../server/test/support/fake-openai";

export interface OpenAiBenchRow {
  tasks: number;
  goal: "main" | "subtask";
  mode: "batch" | "per-task";
  context: boolean;
  /** "cold" = empty cache; "warm" = the same pairs scored again through the cache */
  cache: "cold" | "warm";
  calls: number;
  promptTokens: number;
  completionTokens: number;
  ms: number;
}

const goals: Record<"main" | "subtask", ScoringGoal> = {
  main: {
    id: "g-main",
    type: "main",
    text: "Launch my handmade ceramics shop online by spring and reach 100 orders",
  },
  subtask: { id: "g-sub", type: "subtask", text: "Photograph the first collection for the shop" },
};

const verbs = [
  "buy",
  "call",
  "fix",
  "plan",
  "write",
  "book",
  "clean",
  "email",
  "order",
  "draft",
  "photograph",
  "price",
];
const things = [
  "kiln",
  "glaze",
  "shop page",
  "dentist",
  "tax return",
  "camera",
  "light box",
  "vase set",
  "newsletter",
  "garden",
  "invoice",
  "mugs",
];

/** n deterministic, varied task texts (8–30 words), like people write them. */
export function benchTasks(n: number): ScoringTask[] {
  return Array.from({ length: n }, (_, i) => {
    const verb = verbs[i % verbs.length] ?? "do";
    const thing = things[(i * 7) % things.length] ?? "thing";
    const extra = " and check the notes from last week".repeat(1 + (i % 4));
    return { id: `task-${i}`, text: `${verb} ${thing} #${i}${extra}` };
  });
}

async function measure(
  fake: FakeOpenAi,
  row: Omit<OpenAiBenchRow, "calls" | "promptTokens" | "completionTokens" | "ms">,
  cache: ScoreCache,
): Promise<OpenAiBenchRow> {
  const client = createOpenAiChatClient({ baseURL: fake.url, model: "bench-model" });
  const engine = createOpenAiEngine({
    client,
    model: "bench-model",
    mode: row.mode,
    cache,
    contextAdjustment: row.context,
    concurrency: 8,
  });
  fake.resetStats();
  const start = performance.now();
  const scores = await engine.scoreTasks(goals[row.goal], benchTasks(row.tasks));
  const ms = performance.now() - start;
  if (scores.length !== row.tasks) throw new Error("bench: wrong number of scores");
  const { requests: calls, promptTokens, completionTokens } = fake.stats;
  return { ...row, calls, promptTokens, completionTokens, ms: Math.round(ms) };
}

/**
 * Calls and approximate tokens (chars/4, counted by the fake server) to score 100 and 1,000
 * tasks against a main goal and a subtask: batch vs per-task, with and without context adjustment,
 * plus a warm-cache rerun of batch mode.
 */
export async function benchOpenAi(
  sizes: readonly number[] = [100, 1_000],
): Promise<OpenAiBenchRow[]> {
  const fake = await startFakeOpenAi();
  const rows: OpenAiBenchRow[] = [];
  try {
    for (const tasks of sizes) {
      for (const goal of ["main", "subtask"] as const) {
        for (const mode of ["batch", "per-task"] as const) {
          for (const context of [false, true]) {
            rows.push(
              await measure(
                fake,
                { tasks, goal, mode, context, cache: "cold" },
                createMemoryScoreCache(),
              ),
            );
          }
        }
        const cache = createMemoryScoreCache();
        await measure(fake, { tasks, goal, mode: "batch", context: false, cache: "cold" }, cache);
        rows.push(
          await measure(fake, { tasks, goal, mode: "batch", context: false, cache: "warm" }, cache),
        );
      }
    }
  } finally {
    await fake.close();
  }
  return rows;
}

export function openAiTable(rows: readonly OpenAiBenchRow[]): string {
  const header = [
    "| tasks | goal | mode | context adj. | cache | calls | prompt tokens | completion tokens | ms (local fake) |",
    "|---:|---|---|---|---|---:|---:|---:|---:|",
  ];
  const lines = rows.map(
    (r) =>
      `| ${r.tasks.toLocaleString("en")} | ${r.goal} | ${r.mode} | ${r.context ? "yes" : "no"} | ${r.cache} | ${r.calls.toLocaleString("en")} | ${r.promptTokens.toLocaleString("en")} | ${r.completionTokens.toLocaleString("en")} | ${r.ms} |`,
  );
  return [...header, ...lines].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(openAiTable(await benchOpenAi()));
}
