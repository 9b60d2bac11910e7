import { benchBuiltin } from "./builtin";
import { benchOpenAi, openAiTable } from "./openai";

/**
 * `npm run bench:scoring`: the built-in engine's load/score time and memory, then the
 * openai-compatible engine's call and token cost against the local fake server. Prints markdown
 * ready for the README.
 */
async function main(): Promise<void> {
  const builtin = await benchBuiltin();
  const openai = await benchOpenAi();
  const out = [
    "## Scoring benchmarks",
    "",
    `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    "",
    "### Built-in engine",
    "",
    "| tasks | goals | load ms | score ms | heap Δ MB | RSS peak MB |",
    "|---:|---:|---:|---:|---:|---:|",
    `| ${builtin.tasks} | ${builtin.goals} | ${fmt(builtin.loadMs)} | ${fmt(builtin.scoreMs)} | ${fmt(builtin.heapDeltaMB)} | ${fmt(builtin.rssPeakMB)} |`,
    "",
    "### openai-compatible engine (cost per goal, local fake server, tokens ≈ chars/4)",
    "",
    openAiTable(openai),
    "",
    "Batch mode scores 25 tasks per call (≈ N/25 calls); per-task mode makes one call per task.",
    "Context adjustment adds windows of 50 (overlap 10) × 3 repeats; a warm cache costs no calls.",
  ];
  console.log(out.join("\n"));
}

function fmt(value: number): string {
  return value.toFixed(value < 10 ? 2 : 0);
}

await main();
