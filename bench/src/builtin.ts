/**
 * Benchmark of the built-in scoring engine: load time, time to score 10,000 varied tasks against
 * 2 goals, heap growth and peak RSS. Run directly: `npx tsx bench/src/builtin.ts`.
 */
import { pathToFileURL } from "node:url";
import type { ScoringGoal, ScoringTask } from "../../core/src/scoring/types";

const TASKS = 10_000;
const GOALS: ScoringGoal[] = [
  {
    id: "g-marathon",
    type: "main",
    text: "Finish my first marathon this autumn without getting injured.",
  },
  {
    id: "g-debt",
    type: "main",
    text: "Pay off my credit card debt by next summer and build an emergency fund.",
  },
];

const verbs = [
  "book",
  "call",
  "buy",
  "skip",
  "finish",
  "ask",
  "plan",
  "cancel",
  "review",
  "write",
  "fix",
  "tonight:",
  "maybe",
];
const objects = [
  "the long run",
  "physio appointment",
  "running shoes",
  "monthly budget",
  "balance transfer",
  "dentist",
  "car insurance",
  "movie marathon",
  "new iphone",
  "interval session",
  "grocery list",
  "emergency fund",
  "spanish lesson",
  "kitchen shelf",
  "energy gels",
  "standing order to the visa",
  "birthday card",
];
const tails = [
  "",
  " tomorrow",
  " this weekend",
  " before it gets worse",
  " - too busy at work",
  "?",
  " 🍝",
  " with Sam",
];

/** Deterministic varied tasks; every 500th is a long note, every 997th is blank. */
export function generateTasks(count: number): ScoringTask[] {
  const tasks: ScoringTask[] = [];
  for (let i = 0; i < count; i += 1) {
    const verb = verbs[i % verbs.length] ?? "";
    const object = objects[(i * 7) % objects.length] ?? "";
    const tail = tails[(i * 3) % tails.length] ?? "";
    let text = `${verb} ${object}${tail} #${i}`;
    if (i % 500 === 0)
      text = `${text}. ${"a long reflective note about training, money and everything else. ".repeat(60)}`;
    if (i % 997 === 0) text = "   ";
    tasks.push({ id: `t${i}`, text });
  }
  return tasks;
}

export async function benchBuiltin(): Promise<{
  loadMs: number;
  scoreMs: number;
  tasks: number;
  goals: number;
  heapDeltaMB: number;
  rssPeakMB: number;
  /** CPU time of the scoring phase: steadier than wall time on a busy machine */
  scoreCpuMs: number;
}> {
  const tasks = generateTasks(TASKS);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let rssPeak = process.memoryUsage().rss;
  const loadStart = performance.now();
  const { builtinLexicon, scoreTasksBuiltin } =
    await import("../../core/src/scoring/builtin/engine");
  const { builtinWordVectors } = await import("../../core/src/language/word-vectors");
  builtinLexicon();
  builtinWordVectors();
  const loadMs = performance.now() - loadStart;
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);

  const cpuStart = process.cpuUsage();
  const scoreStart = performance.now();
  for (const goal of GOALS) {
    const scores = scoreTasksBuiltin(goal, tasks);
    if (scores.length !== tasks.length) throw new Error("engine dropped tasks");
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }
  const scoreMs = performance.now() - scoreStart;
  const cpu = process.cpuUsage(cpuStart);
  const heapAfter = process.memoryUsage().heapUsed;
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  return {
    loadMs: Math.round(loadMs),
    scoreMs: Math.round(scoreMs),
    tasks: tasks.length,
    goals: GOALS.length,
    heapDeltaMB: mb(heapAfter - heapBefore),
    rssPeakMB: mb(rssPeak),
    scoreCpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const r = await benchBuiltin();
  console.log(
    `builtin: load ${r.loadMs} ms · score ${r.tasks} tasks × ${r.goals} goals in ${r.scoreMs} ms (cpu ${r.scoreCpuMs} ms) · heap +${r.heapDeltaMB} MB · rss peak ${r.rssPeakMB} MB`,
  );
}
