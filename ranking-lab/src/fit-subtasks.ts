/**
 * Fits the subtask model (`subtask-fit.ts`) and, with --write, writes
 * core/src/scoring/builtin/subtask-weights.generated.ts (the second half of `npm run lab:fit`):
 *
 *   npx tsx ranking-lab/src/fit-subtasks.ts [fit-subtask-a.json …] [--write]
 *
 * Without files it fits `SUBTASK_FITTING_SETS`; only fit-* files are accepted. With two or more
 * sets it first reports each one scored by a fit on the others.
 */
import { writeFileSync } from "node:fs";
import { fitInputsHash } from "./fit-inputs";
import { SUBTASK_WEIGHTS_URL } from "./paths";
import {
  fitSubtaskModel,
  measureSubtaskModel,
  planRows,
  readSubtaskSets,
  subtaskSource,
} from "./subtask-fit";

const args = process.argv.slice(2);
const named = args.filter((a) => !a.startsWith("--"));
const sets = readSubtaskSets(named.length > 0 ? named : undefined);

const bySet = sets.map((s) => s.plans.plans.flatMap(planRows));
if (sets.length > 1)
  sets.forEach((s, i) => {
    const model = fitSubtaskModel(bySet.filter((_, j) => j !== i).flat());
    console.log(
      `${s.name} scored by a fit on the others: ${measureSubtaskModel(model, bySet[i] ?? [])}`,
    );
  });
const model = fitSubtaskModel(bySet.flat());
console.log(`all, fitted on themselves: ${measureSubtaskModel(model, bySet.flat())}`);
if (args.includes("--write")) {
  const names = sets.map((s) => s.name.replace(/^.*\//, "").replace(/\.json$/, ""));
  writeFileSync(SUBTASK_WEIGHTS_URL, await subtaskSource(model, names, fitInputsHash()));
  console.log("wrote subtask-weights.generated.ts");
}
