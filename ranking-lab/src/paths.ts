/** Where the lab reads its labelled sets and writes the engine's generated files in core. */
export const EVAL_DATA = new URL("../eval-data/", import.meta.url);
export const REPO_ROOT = new URL("../../", import.meta.url);
const BUILTIN = new URL("core/src/scoring/builtin/", REPO_ROOT);

export const RERANKER_WEIGHTS_URL = new URL("reranker-weights.generated.ts", BUILTIN);
export const SUBTASK_WEIGHTS_URL = new URL("subtask-weights.generated.ts", BUILTIN);
export const WORD_VECTORS_URL = new URL(
  "core/src/language/vectors/word-vectors.generated.ts",
  REPO_ROOT,
);
