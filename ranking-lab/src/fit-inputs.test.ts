import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fitInputPaths, fitInputsHash, recordedFitInputsHash } from "./fit-inputs";
import { RERANKER_WEIGHTS_URL, SUBTASK_WEIGHTS_URL } from "./paths";

describe("the generated weights", () => {
  it("hash the labelled sets, the fitting code and the engine, but not the weights themselves", () => {
    const paths = fitInputPaths();
    expect(paths).toContain("ranking-lab/eval-data/fit-v1.json");
    expect(paths).toContain("ranking-lab/eval-data/fit-subtask-dev.json");
    expect(paths).toContain("ranking-lab/src/reranker-fit.ts");
    expect(paths).toContain("core/src/scoring/builtin/features.ts");
    expect(paths).toContain("core/src/language/text.ts");
    expect(paths.some((p) => p.includes("blind-"))).toBe(false);
    expect(paths.some((p) => p.endsWith(".test.ts"))).toBe(false);
    expect(paths.some((p) => p.endsWith("-weights.generated.ts"))).toBe(false);
  });

  it.each([
    ["reranker-weights.generated.ts", RERANKER_WEIGHTS_URL],
    ["subtask-weights.generated.ts", SUBTASK_WEIGHTS_URL],
  ])("%s was fitted to the current inputs", (name, url) => {
    const recorded = recordedFitInputsHash(readFileSync(url, "utf8"));
    // a labelled set, the fitting code or the engine changed since the last fit
    expect(
      recorded,
      `${name} was fitted to other inputs: run \`npm run lab:fit\` and commit the weights`,
    ).toBe(fitInputsHash());
  });
});
