import { useQuery } from "@tanstack/react-query";
import { useDebounce } from "use-debounce";
import { callApi } from "../../../lib/api";
import { searchSettings, type SettingsSection } from "../search-settings";

/** docs/behaviour/limits.md#timing: settings search is debounced like search, 300 ms. */
export const SETTINGS_SEARCH_DEBOUNCE_MS = 300;

/**
 * 'Ask AI to find settings...': the server's engine finds sections by meaning ("make the list
 * shorter" → Display mode). Until it answers, or when it cannot be reached, the local word-prefix
 * match shows, so the panel never waits on the network. Returns null for an empty query.
 */
export function useSettingsSearch(
  sections: readonly SettingsSection[],
  query: string,
): SettingsSection[] | null {
  const [debounced] = useDebounce(query.trim(), SETTINGS_SEARCH_DEBOUNCE_MS);
  const remote = useQuery({
    queryKey: ["settings-search", debounced],
    queryFn: ({ signal }) => callApi("searchSettings", { body: { query: debounced }, signal }),
    enabled: debounced.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!query.trim()) return null;
  if (remote.data && debounced === query.trim()) {
    const byId = new Map(sections.map((s) => [s.id, s]));
    return remote.data.ids.flatMap((id) => byId.get(id) ?? []);
  }
  return searchSettings(sections, query);
}
