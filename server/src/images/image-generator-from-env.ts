import type { Env } from "../env";
import { createBuiltinImageGenerator } from "./builtin-image-generator";
import type { ImageGenerator } from "./image-generator";
import { createOpenAiImageGenerator } from "./openai-image-generator";

/** The image model when `AI_IMAGE_MODEL` is set, else the built-in artwork generator. */
export function createImageGeneratorFromEnv(env: Env): ImageGenerator {
  const baseURL = env.AI_IMAGE_BASE_URL ?? env.AI_BASE_URL;
  if (!env.AI_IMAGE_MODEL || !baseURL) return createBuiltinImageGenerator();
  const model = createOpenAiImageGenerator({
    baseURL,
    apiKey: env.AI_IMAGE_API_KEY ?? env.AI_API_KEY,
    model: env.AI_IMAGE_MODEL,
    size: env.AI_IMAGE_SIZE,
    timeoutMs: env.IMAGE_TIMEOUT_MS,
  });
  return { ...model, isAutomatic: env.AI_IMAGE_AUTO };
}
