import { APIError, toFile } from "openai";
import { createOpenAiSdk } from "./openai-sdk";
import { createBreaker, type Breaker } from "@firstly/core/ai/circuit-breaker";
import { AI_TIMEOUT_MS, breakerConfigs } from "@firstly/core/scoring/constants";
import { audioMediaTypes } from "@firstly/core/voice/audio-format";
import { TranscriptionError, type TranscriptionClient } from "./transcription-client";

export interface OpenAiTranscriptionClientOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  /** per-request timeout; docs/behaviour/calls.md#timeouts-and-retries says 30 s */
  timeoutMs?: number;
  now?: () => number;
  /** defaults to its own breaker with the text-AI values: failing speech does not stop scoring */
  breaker?: Breaker;
}

/**
 * TranscriptionClient over any OpenAI-compatible POST /audio/transcriptions (OpenAI's whisper-1 and
 * gpt-4o-*-transcribe, a local whisper server, LocalAI, vLLM): a multipart upload with the file,
 * `model`, `language: en` and `response_format: text` (docs/behaviour/calls.md), answered with
 * plain text. No SDK retries: an upload is not cheap to repeat, and the person can tap again.
 */
export function createOpenAiTranscriptionClient(
  options: OpenAiTranscriptionClientOptions,
): TranscriptionClient {
  const now = options.now ?? Date.now;
  const breaker = options.breaker ?? createBreaker(breakerConfigs.textAi);
  const sdk = createOpenAiSdk({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? AI_TIMEOUT_MS,
  });

  return {
    model: options.model,
    async transcribe({ audio, format }) {
      if (!breaker.canRequest(now())) throw new TranscriptionError("breaker-open");
      let text: string;
      try {
        const file = await toFile(audio, `recording.${format}`, { type: audioMediaTypes[format] });
        text = await sdk.audio.transcriptions.create({
          file,
          model: options.model,
          language: "en",
          response_format: "text",
        });
      } catch (error) {
        breaker.recordFailure(now());
        const status: unknown = error instanceof APIError ? error.status : undefined;
        throw new TranscriptionError(
          status === 401 ? "unauthorized" : "failed",
          typeof status === "number" ? status : undefined,
        );
      }
      // the service answered: silence is the recording's fault, not the provider's
      breaker.recordSuccess(now());
      // response_format text is the words as is; some servers still answer {"text": …}
      const words = readText(text);
      if (!words) throw new TranscriptionError("empty");
      return words;
    },
  };
}

function readText(answer: unknown): string {
  if (typeof answer === "string") return answer.trim();
  if (answer && typeof answer === "object" && "text" in answer && typeof answer.text === "string")
    return answer.text.trim();
  return "";
}
