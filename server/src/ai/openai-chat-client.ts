import { APIConnectionTimeoutError, APIError } from "openai";
import { createOpenAiSdk } from "./openai-sdk";
import { createBreaker, type Breaker } from "@firstly/core/ai/circuit-breaker";
import { AI_TIMEOUT_MS, breakerConfigs } from "@firstly/core/scoring/constants";
import { functionErrorMessage, messages } from "@firstly/core/contract/errors";
import type { ChatClient, ChatRequest } from "./chat-client";

/**
 * Thrown without a call while the text-AI breaker is open; message is docs/behaviour/messages.md#ai
 * 'Breaker open'.
 */
export class AiUnavailableError extends Error {
  constructor() {
    super(messages.breakerOpen);
    this.name = "AiUnavailableError";
  }
}

export const AI_CHAT_SERVICE = "AI chat completion";

export interface OpenAiChatClientOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  /** per-request timeout; docs/behaviour/calls.md#timeouts-and-retries says 30 s */
  timeoutMs?: number;
  now?: () => number;
  /** defaults to a fresh breaker with the text-AI config; share one per service */
  breaker?: Breaker;
}

/**
 * ChatClient over any OpenAI-compatible /v1/chat/completions (OpenAI, Ollama, vLLM, LM Studio,
 * llama.cpp server). No SDK retries: the breaker and the caller decide. Errors:
 * - breaker open → AiUnavailableError (no request made);
 * - timeout → Error(messages.timeout); HTTP status → '<service> failed: <status> - <body>';
 * - empty content → Error(messages.aiEmpty).
 * Every failure counts against the breaker; a non-empty reply counts as a success.
 */
export function createOpenAiChatClient(options: OpenAiChatClientOptions): ChatClient {
  const now = options.now ?? Date.now;
  const breaker = options.breaker ?? createBreaker(breakerConfigs.textAi);
  const sdk = createOpenAiSdk({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? AI_TIMEOUT_MS,
  });

  return {
    async complete(req: ChatRequest): Promise<string> {
      if (!breaker.canRequest(now())) throw new AiUnavailableError();
      let content: string | null | undefined;
      try {
        const completion = await sdk.chat.completions.create({
          model: options.model,
          messages: req.messages,
          temperature: req.temperature,
          max_tokens: req.maxTokens,
          ...(req.responseFormat === "json"
            ? { response_format: { type: "json_object" as const } }
            : {}),
        });
        content = completion.choices[0]?.message.content;
      } catch (error) {
        breaker.recordFailure(now());
        throw mapError(error);
      }
      if (!content?.trim()) {
        breaker.recordFailure(now());
        throw new Error(messages.aiEmpty);
      }
      breaker.recordSuccess(now());
      return content;
    },
  };
}

function mapError(error: unknown): Error {
  if (error instanceof APIConnectionTimeoutError)
    return new Error(messages.timeout, { cause: error });
  const status: unknown = error instanceof APIError ? error.status : undefined;
  if (error instanceof APIError && typeof status === "number") {
    const body = error.error === undefined ? error.message : JSON.stringify(error.error);
    return new Error(functionErrorMessage(AI_CHAT_SERVICE, status, body), { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
