/**
 * The SHA-256 of everything the fits read, recorded in both generated weights files
 * (`// Fit inputs SHA-256 …`), so the unit run can tell in milliseconds that the weights are
 * stale without refitting (`fit-inputs.test.ts`; the refit itself is `npm run lab:check`).
 *
 * The inputs, each hashed with its repository path:
 * - the labelled sets a fit reads (`FITTING_SETS`, `SUBTASK_FITTING_SETS`);
 * - the lab's fitting code (`FIT_CODE` below);
 * - the engine the fits measure: every file under core/src/scoring/builtin/ and core/src/language/
 *   except tests and the two weights files the fits write, and the scoring files the engine
 *   imports from outside those folders (constants, tiers, types).
 * A change to any of them, even one that leaves the weights as they are, needs `npm run lab:fit`.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { FITTING_SETS, SUBTASK_FITTING_SETS } from "./tuning-sets";
import { REPO_ROOT } from "./paths";

const FIT_CODE = [
  "boosting.ts",
  "eval-metrics.ts",
  "eval-subtasks.ts",
  "fit-inputs.ts",
  "fit-reranker.ts",
  "fit-subtasks.ts",
  "paths.ts",
  "reranker-fit.ts",
  "solve.ts",
  "subtask-fit.ts",
  "subtask-metrics.ts",
  "tuning-sets.ts",
].map((file) => `ranking-lab/src/${file}`);

const ENGINE_FOLDERS = ["core/src/scoring/builtin", "core/src/language"];
const ENGINE_FILES = [
  "core/src/scoring/constants.ts",
  "core/src/scoring/tiers.ts",
  "core/src/scoring/types.ts",
];
const WRITTEN_BY_FITS = new Set([
  "core/src/scoring/builtin/reranker-weights.generated.ts",
  "core/src/scoring/builtin/subtask-weights.generated.ts",
]);

function engineFiles(): string[] {
  return ENGINE_FOLDERS.flatMap((folder) =>
    readdirSync(new URL(folder, REPO_ROOT), { recursive: true, encoding: "utf8" })
      .map((file) => `${folder}/${file.split("\\").join("/")}`)
      .filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts"))
      .filter((path) => !WRITTEN_BY_FITS.has(path)),
  );
}

/** Every input's repository path, sorted. */
export function fitInputPaths(): string[] {
  const sets = [...FITTING_SETS, ...SUBTASK_FITTING_SETS].map(
    (set) => `ranking-lab/eval-data/${set}.json`,
  );
  return [...sets, ...FIT_CODE, ...engineFiles(), ...ENGINE_FILES].sort();
}

/** The SHA-256 (hex) of the inputs: each path, a NUL, its bytes, a NUL, in path order. */
export function fitInputsHash(): string {
  const hash = createHash("sha256");
  for (const path of fitInputPaths()) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(new URL(path, REPO_ROOT)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The header line a generated weights file records the hash in. */
export function fitInputsLine(hash: string): string {
  return `// Fit inputs SHA-256 ${hash} (ranking-lab/src/fit-inputs.ts); run \`npm run lab:fit\` when they change.\n`;
}

/** The hash a generated weights file records, or null. */
export function recordedFitInputsHash(source: string): string | null {
  return /^\/\/ Fit inputs SHA-256 ([0-9a-f]{64}) /m.exec(source)?.[1] ?? null;
}
