import type { ChatMessage } from "@firstly/core/ai/chat-message";

export interface ChatRequest {
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  /** ask for a JSON object reply (OpenAI `response_format: {type: "json_object"}`) */
  responseFormat?: "json";
}

/**
 * The one seam between the AI pipeline and a model provider. Resolves with the reply text;
 * rejects on transport errors, HTTP errors, timeouts, an empty reply or an open breaker.
 */
export interface ChatClient {
  complete(req: ChatRequest): Promise<string>;
}
