import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fit, loadCases, rerankerSource, WEIGHTS_URL } from "./reranker-fit";

describe("the built-in engine's fitted weights", () => {
  it("are what fitting the current engine to the current sets gives", async () => {
    const { source } = await rerankerSource(fit(loadCases()));
    const committed = readFileSync(WEIGHTS_URL, "utf8");
    // A cue, constant, feature or labelled set changed without a re-fit: the engine would rank
    // with weights fitted to evidence it no longer produces.
    expect(
      committed === source,
      "reranker-weights.generated.ts is stale: run `npx tsx core/scripts/fit-reranker.ts` and commit it",
    ).toBe(true);
    // a full fit: about 40 s alone on a 2-core machine since round 10 (383 goals), more beside the
    // other test files
  }, 300_000);
});
