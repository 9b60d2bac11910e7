/**
 * Scores a labelled evaluation set (ranking-lab/eval-data/) and prints per-case metrics, then the
 * summary line last.
 *
 *   npm run eval:scoring -- <dataset.json> [--engine builtin|openai-compatible] [--scores FILE]
 *                           [--cases id1,id2] [--exclude id1,id2] [--verbose]
 *
 * --cases / --exclude select cases (used to report held-out cases separately); --verbose prints
 * every task's rank, score, tier and reasoning.
 *
 * A file of `"kind": "subtask-plans"` (a main goal, its subtasks, each task labelled per subtask)
 * is scored subtask by subtask, as the server does, and reports fit precision and recall against
 * "belongs" (critical or important for that subtask) and nDCG@3 within each subtask's list. Several
 * subtask-plans files may be given; the summary pools them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { z } from "zod";
import { createBuiltinEngine } from "@firstly/core/scoring/builtin/engine";
import {
  caseMetrics,
  evalTiers,
  formatSummaryLine,
  overallMetrics,
  rankByScore,
} from "./eval-metrics";
import type { ScoringEngine } from "@firstly/core/scoring/types";
import { SubtaskPlans, scoreSubtaskPlans } from "./eval-subtasks";

const Dataset = z.object({
  name: z.string(),
  version: z.number(),
  tiers: z.array(z.enum(evalTiers)).optional(),
  cases: z
    .array(
      z.object({
        id: z.string().min(1),
        goal: z.string().min(1),
        tasks: z
          .array(z.object({ id: z.string().min(1), text: z.string(), tier: z.enum(evalTiers) }))
          .min(1),
      }),
    )
    .min(1),
});
type Dataset = z.infer<typeof Dataset>;

const Args = z.object({
  dataset: z.string({
    error:
      "usage: eval-scoring <dataset.json> [--engine builtin|openai-compatible] [--scores FILE]",
  }),
  engine: z.enum(["builtin", "openai-compatible"]).default("builtin"),
  scores: z.string().optional(),
  cases: z.string().optional(),
  exclude: z.string().optional(),
  verbose: z.boolean().default(false),
  more: z.array(z.string()).default([]),
});

function parseArgs(argv: readonly string[]): z.infer<typeof Args> {
  const raw: Record<string, string | boolean> = {};
  const more: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    if (arg === "--verbose") raw.verbose = true;
    else if (arg.startsWith("--")) {
      raw[arg.slice(2)] = argv[i + 1] ?? "";
      i += 1;
    } else if (raw.dataset === undefined) raw.dataset = arg;
    else more.push(arg);
  }
  const parsed = Args.safeParse({ ...raw, more });
  if (!parsed.success)
    fail(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"), 2);
  return parsed.data;
}

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

async function loadEngine(kind: "builtin" | "openai-compatible"): Promise<ScoringEngine> {
  if (kind === "builtin") return createBuiltinEngine();
  try {
    // loaded only when asked for, so a built-in run never loads the model client
    const { createEngineFromEnv } = await import("@firstly/server/src/ai/engine-from-env");
    const engine = createEngineFromEnv();
    if (!engine) {
      throw new Error(
        "createEngineFromEnv returned no engine (is the AI provider configured in the environment?)",
      );
    }
    return engine;
  } catch (error) {
    return fail(
      `openai-compatible engine not available: ${error instanceof Error ? error.message : String(error)}`,
      2,
    );
  }
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    return fail(
      `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
      2,
    );
  }
}

function loadDataset(path: string): Dataset {
  const json = readJson(path);
  const parsed = Dataset.safeParse(json);
  if (!parsed.success) fail(`invalid dataset ${path}:\n${z.prettifyError(parsed.error)}`, 2);
  return parsed.data;
}

const pad = (s: string, n: number) =>
  s.length >= n ? s.slice(0, n) : s + " ".repeat(n - s.length);
const num = (x: number) => x.toFixed(3).padStart(8);

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const first = readJson(args.dataset);
  if (typeof first === "object" && first !== null && "kind" in first) {
    const files = [args.dataset, ...args.more].map((path) => {
      const parsed = SubtaskPlans.safeParse(readJson(path));
      if (!parsed.success)
        fail(`invalid subtask plans ${path}:\n${z.prettifyError(parsed.error)}`, 2);
      return parsed.data;
    });
    const engine = await loadEngine(args.engine);
    await scoreSubtaskPlans(engine, files, { verbose: args.verbose, log: console.log });
    return;
  }
  const dataset = loadDataset(args.dataset);
  const only = args.cases ? new Set(args.cases.split(",")) : null;
  const skip = new Set(args.exclude ? args.exclude.split(",") : []);
  const cases = dataset.cases.filter((c) => (!only || only.has(c.id)) && !skip.has(c.id));
  if (cases.length === 0) fail("no cases selected", 2);
  const engine = await loadEngine(args.engine);

  const allScores: Record<string, Record<string, number>> = {};
  const perCase = [];
  console.log(`engine ${engine.label} · dataset ${dataset.name} · ${cases.length} cases`);
  console.log(`${pad("case", 28)}   ndcg@3  ndcg@10 spearman  contra-bottom30`);
  for (const c of cases) {
    const goal = { id: c.id, type: "main" as const, text: c.goal };
    const results = await engine.scoreTasks(
      goal,
      c.tasks.map((t) => ({ id: t.id, text: t.text })),
    );
    const byId = new Map(results.map((r) => [r.taskId, r]));
    allScores[c.id] = Object.fromEntries(
      c.tasks.map((t) => [t.id, byId.get(t.id)?.score ?? Number.POSITIVE_INFINITY]),
    );
    const labelled = c.tasks.map((t) => ({
      tier: t.tier,
      score: byId.get(t.id)?.score ?? Number.POSITIVE_INFINITY,
    }));
    const m = caseMetrics(labelled);
    perCase.push(m);
    console.log(
      `${pad(c.id, 28)} ${num(m.ndcg3)} ${num(m.ndcg10)} ${num(m.spearman)}  ${m.contradictsInBottom30}/${m.contradicts}`,
    );
    if (args.verbose) {
      const rows = c.tasks.map((t) => ({
        t,
        r: byId.get(t.id),
        score: byId.get(t.id)?.score ?? Number.POSITIVE_INFINITY,
      }));
      for (const [rank, row] of rankByScore(rows).entries()) {
        console.log(
          `   ${String(rank).padStart(2)} ${String(row.score).padStart(5)} ${pad(row.t.tier, 11)} ${pad(row.t.text.replace(/\s+/g, " "), 60)} | ${row.r?.reasoning ?? ""}`,
        );
      }
    }
  }
  if (args.scores) writeFileSync(args.scores, `${JSON.stringify(allScores, null, 2)}\n`);
  console.log(formatSummaryLine(overallMetrics(perCase)));
}

await main();
