import {
  buildSettingsSearchPrompt,
  parseSettingsSearchReply,
} from "@firstly/core/ai/settings-search";
import type { SettingsSearchOutput } from "@firstly/core/contract/search";
import { searchByMeaning } from "@firstly/core/search/meaning-search";
import { SETTINGS_CATALOGUE, settingSearchText } from "@firstly/core/search/settings-catalogue";
import type { AppDeps, SessionUser } from "../../context";
import { safeErrorFields } from "../../errors/safe-error";

export interface SearchSettingsOptions {
  deps: Pick<AppDeps, "chat" | "log">;
  user: SessionUser;
  query: string;
}

/**
 * POST /api/settings/search (docs/behaviour/search.md and docs/behaviour/calls.md#search): which
 * settings sections a question is about. With a model, the docs/behaviour/calls.md#search
 * settings-search call (a JSON array of ids, validated); without one — or when the model fails or
 * answers with something unreadable — the built-in engine by meaning. A guest never finds the
 * signed-in-only sections (account, export). Settings search does not count as usage: it finds a
 * control, it does not search the person's data.
 */
export async function searchSettings({
  deps,
  user,
  query,
}: SearchSettingsOptions): Promise<SettingsSearchOutput> {
  const visible = SETTINGS_CATALOGUE.filter((s) => !(user.isGuest && s.signedInOnly));
  if (deps.chat) {
    try {
      const reply = await deps.chat.complete(buildSettingsSearchPrompt(query, visible));
      const ids = parseSettingsSearchReply(reply, new Set(visible.map((s) => s.id)));
      if (ids) return { ids, engine: "model" };
      deps.log.warn("settings_search.unreadable_reply", { userId: user.id });
    } catch (error) {
      deps.log.warn("settings_search.fallback", { userId: user.id, ...safeErrorFields(error) });
    }
  }
  const found = searchByMeaning(
    query,
    visible.map((s) => settingSearchText(s)),
    { match: "any" },
  );
  return {
    ids: found.flatMap((i) => visible[i]?.id ?? []),
    engine: "builtin",
  };
}
