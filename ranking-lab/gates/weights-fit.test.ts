/**
 * The committed weights are what fitting the current engine to the current sets gives: the full
 * refit behind `npm run lab:check` (about 40 s for the reranker on a 2-core machine). The unit run
 * checks only the inputs' hash (`src/fit-inputs.test.ts`); this proves the weights themselves.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fitInputsHash } from "../src/fit-inputs";
import { RERANKER_WEIGHTS_URL, SUBTASK_WEIGHTS_URL } from "../src/paths";
import { fit, loadCases, rerankerSource } from "../src/reranker-fit";
import { fitSubtaskModel, planRows, readSubtaskSets, subtaskSource } from "../src/subtask-fit";
import { SUBTASK_FITTING_SETS } from "../src/tuning-sets";

const STALE = "is not what fitting the current engine gives: run `npm run lab:fit` and commit it";

describe("the built-in engine's fitted weights", () => {
  it("the reranker's are what fitting the current engine to the current sets gives", async () => {
    const { source } = await rerankerSource(fit(loadCases()), fitInputsHash());
    // a cue, constant, feature or labelled set changed without a refit: the engine would rank
    // with weights fitted to evidence it no longer produces
    expect(
      readFileSync(RERANKER_WEIGHTS_URL, "utf8") === source,
      `reranker-weights.generated.ts ${STALE}`,
    ).toBe(true);
  }, 300_000);

  it("the subtask model's are what fitting it to the current plans gives", async () => {
    const lists = readSubtaskSets().flatMap((s) => s.plans.plans.flatMap(planRows));
    const source = await subtaskSource(
      fitSubtaskModel(lists),
      SUBTASK_FITTING_SETS,
      fitInputsHash(),
    );
    expect(
      readFileSync(SUBTASK_WEIGHTS_URL, "utf8") === source,
      `subtask-weights.generated.ts ${STALE}`,
    ).toBe(true);
  }, 120_000);
});
