/**
 * Fits the built-in engine's last stage (`reranker-fit.ts`) and writes its weights (the first half
 * of `npm run lab:fit`):
 *
 *   npx tsx ranking-lab/src/fit-reranker.ts           fit on every fitting set, write
 *                                                     reranker-weights.generated.ts, print each
 *                                                     set's figures with the new weights
 *   npx tsx ranking-lab/src/fit-reranker.ts --folds   leave one set out: fit on the others, score
 *                                                     the left-out set; writes nothing
 */
import { writeFileSync } from "node:fs";
import { fitInputsHash } from "./fit-inputs";
import { figures, fit, loadCases, rerankerSource, WEIGHTS_URL } from "./reranker-fit";
import { FITTING_SETS } from "./tuning-sets";

const cases = loadCases();
if (process.argv.includes("--folds")) {
  for (const set of FITTING_SETS) {
    const model = fit(cases.filter((c) => c.set !== set));
    console.log(
      `${set} (fitted without it): ${figures(
        cases.filter((c) => c.set === set),
        model,
      )}`,
    );
  }
} else {
  const { source, written: model } = await rerankerSource(fit(cases), fitInputsHash());
  writeFileSync(WEIGHTS_URL, source);
  for (const set of FITTING_SETS)
    console.log(
      `${set} (in-sample): ${figures(
        cases.filter((c) => c.set === set),
        model,
      )}`,
    );
}
