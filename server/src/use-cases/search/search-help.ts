import { buildHelpPrompt } from "@firstly/core/ai/help-prompt";
import { parseHelpReply } from "@firstly/core/ai/help-reply";
import type { HelpSearchOutput } from "@firstly/core/contract/search";
import { HELP_TOPICS, helpTopicSearchText } from "@firstly/core/help/help-topics";
import { HELP_FALLBACK_MAX } from "@firstly/core/scoring/constants";
import { searchByMeaning } from "@firstly/core/search/meaning-search";
import type { AppDeps, SessionUser } from "../../context";
import { safeErrorFields } from "../../errors/safe-error";

/** A model's free-text answer is shown as is (docs/behaviour/messages.md), within reason. */
const HELP_TEXT_MAX = 1_000;

export interface SearchHelpOptions {
  deps: Pick<AppDeps, "chat" | "log">;
  user: SessionUser;
  query: string;
}

/**
 * POST /api/help/search — the help screen's 'Asking AI for suggestions…' step
 * (docs/behaviour/onboarding-and-help.md#help and docs/behaviour/calls.md and
 * docs/behaviour/messages.md#help-search). With a model: the help fallback call; a JSON array of up
 * to 3 known ids becomes topics, any other reply is returned as text. Without a model, or when the
 * call fails: the built-in engine's 3 closest topics by meaning. Does not count as usage: it
 * searches the app's help, not a person's data.
 */
export async function searchHelp({
  deps,
  user,
  query,
}: SearchHelpOptions): Promise<HelpSearchOutput> {
  if (deps.chat) {
    try {
      const reply = await deps.chat.complete(buildHelpPrompt(query, HELP_TOPICS));
      const parsed = parseHelpReply(reply, new Set(HELP_TOPICS.map((t) => t.id)));
      if (parsed.kind === "topics") return { ids: parsed.ids, text: null, engine: "model" };
      return { ids: [], text: parsed.text.slice(0, HELP_TEXT_MAX), engine: "model" };
    } catch (error) {
      deps.log.warn("help_search.fallback", { userId: user.id, ...safeErrorFields(error) });
    }
  }
  const found = searchByMeaning(
    query,
    HELP_TOPICS.map((t) => helpTopicSearchText(t)),
    { match: "any" },
  );
  return {
    ids: found.slice(0, HELP_FALLBACK_MAX).flatMap((i) => HELP_TOPICS[i]?.id ?? []),
    text: null,
    engine: "builtin",
  };
}
