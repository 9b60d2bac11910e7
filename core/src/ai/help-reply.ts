import { HELP_FALLBACK_MAX } from "../scoring/constants";
import { parseJsonReply } from "./prompt-data";

export type HelpReply = { kind: "topics"; ids: string[] } | { kind: "text"; text: string };

/**
 * docs/behaviour/calls.md#ai-uses and docs/behaviour/messages.md#help-search help fallback: a JSON
 * array (fenced or bare) of 1–3 strings that are all known topic ids → topics (duplicates dropped).
 * Anything else — other JSON, unknown ids, more than 3 ids, an empty array, prose — is shown to the
 * user as is: {kind:"text", text: the trimmed reply}.
 */
export function parseHelpReply(text: string, knownTopicIds: ReadonlySet<string>): HelpReply {
  const asText: HelpReply = { kind: "text", text: text.trim() };
  const json = parseJsonReply(text);
  if (!Array.isArray(json) || json.length === 0 || json.length > HELP_FALLBACK_MAX) return asText;
  const ids: string[] = [];
  for (const item of json) {
    if (typeof item !== "string" || !knownTopicIds.has(item)) return asText;
    if (!ids.includes(item)) ids.push(item);
  }
  return { kind: "topics", ids };
}
