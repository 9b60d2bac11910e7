import { APIConnectionTimeoutError, APIError } from "openai";
import { createOpenAiSdk } from "../ai/openai-sdk";
import sharp from "sharp";
import { createBreaker, type Breaker } from "@firstly/core/ai/circuit-breaker";
import { breakerConfigs } from "@firstly/core/scoring/constants";
import { functionErrorMessage, messages } from "@firstly/core/contract/errors";
import { imagePrompt } from "@firstly/core/images/image-prompt";
import { IMAGE_EFFORT, IMAGE_QUALITY, IMAGE_WIDTH, type ImageGenerator } from "./image-generator";

/**
 * Thrown without a call while the image breaker is open; message is docs/behaviour/messages.md#ai
 * 'Breaker open'.
 */
export class ImageUnavailableError extends Error {
  constructor() {
    super(messages.breakerOpen);
    this.name = "ImageUnavailableError";
  }
}

export const IMAGE_SERVICE = "Image generation";

/** The largest picture accepted from a model or its URL (a 1792×1024 PNG is about 3 MB). */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export interface OpenAiImageGeneratorOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  size: string;
  /**
   * one call's limit (docs/behaviour/limits.md#timing image timeout 30 s), the URL download
   * included
   */
  timeoutMs: number;
  now?: () => number;
  /**
   * defaults to a fresh breaker with the docs/behaviour/limits.md#circuit-breakers image config (3
   * in 90 s, 45 s, 2 half-open)
   */
  breaker?: Breaker;
}

/**
 * Any OpenAI-compatible POST /images/generations. Takes `b64_json` or a `url` (downloaded at
 * once: such URLs expire), then re-encodes to WebP with sharp, which also refuses anything that
 * is not an image. No SDK retries: the job retries once after 30 s and the breaker decides.
 */
export function createOpenAiImageGenerator(options: OpenAiImageGeneratorOptions): ImageGenerator {
  const now = options.now ?? Date.now;
  const breaker = options.breaker ?? createBreaker(breakerConfigs.image);
  const sdk = createOpenAiSdk({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs,
  });

  async function fetchPicture(prompt: string): Promise<Buffer> {
    const result = await sdk.images.generate({
      model: options.model,
      prompt,
      n: 1,
      size: options.size,
    });
    const first = result.data?.[0];
    if (first?.b64_json) return Buffer.from(first.b64_json, "base64");
    if (first?.url) {
      const response = await fetch(first.url, { signal: AbortSignal.timeout(options.timeoutMs) });
      if (!response.ok) throw new Error(functionErrorMessage(IMAGE_SERVICE, response.status, ""));
      const length = Number(response.headers.get("content-length") ?? 0);
      if (length > MAX_IMAGE_BYTES) throw new Error("image too large");
      return Buffer.from(await response.arrayBuffer());
    }
    throw new Error(messages.aiEmpty);
  }

  return {
    engine: "openai-compatible",
    async generate({ text, style }) {
      if (!breaker.canRequest(now())) throw new ImageUnavailableError();
      try {
        const raw = await fetchPicture(imagePrompt(text, style));
        if (raw.length === 0 || raw.length > MAX_IMAGE_BYTES) throw new Error(messages.aiEmpty);
        const body = await sharp(raw)
          .resize({ width: IMAGE_WIDTH, withoutEnlargement: true })
          .webp({ quality: IMAGE_QUALITY, effort: IMAGE_EFFORT })
          .toBuffer();
        breaker.recordSuccess(now());
        return { body, contentType: "image/webp" };
      } catch (error) {
        breaker.recordFailure(now());
        throw mapError(error);
      }
    },
  };
}

function mapError(error: unknown): Error {
  if (error instanceof APIConnectionTimeoutError)
    return new Error(messages.timeout, { cause: error });
  if (error instanceof APIError && typeof error.status === "number") {
    return new Error(functionErrorMessage(IMAGE_SERVICE, error.status, error.message), {
      cause: error,
    });
  }
  return error instanceof Error ? error : new Error(String(error));
}
