/** One message of an OpenAI-style chat request. Prompt builders in core return these. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/**
 * A prompt ready for a chat client: messages plus the docs/behaviour/calls.md#ai-uses sampling
 * settings for its use.
 */
export interface ChatPrompt {
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  responseFormat?: "json";
}
