import OpenAI from "openai";

/**
 * The OpenAI SDK for any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp, a local
 * whisper or image server). Local servers accept any key but the SDK insists on one. The SDK's own
 * retries are off: every caller sits behind a circuit breaker that decides when to try again.
 */
export function createOpenAiSdk(options: {
  baseURL: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}): OpenAI {
  return new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey || "not-needed",
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
}
