import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchKind, SearchResult, SearchScope } from "@firstly/core/contract/search";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * The server's matches for a (debounced) query; nothing is asked for an empty query
 * (docs/behaviour/validation.md). `includeSetAside`: open search also finds delayed, scheduled and
 * archived thoughts.
 */
export function useSearchResults(
  query: string,
  scope: SearchScope,
  kinds: SearchKind[],
  includeSetAside: boolean,
) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: queryKeys.search(scope, kinds, trimmed, includeSetAside),
    queryFn: async ({ signal }) => {
      const found = await callApi("search", {
        body: { query: trimmed, scope, kinds, includeSetAside },
        signal,
      });
      track("client.search_used", { scope, results: Math.min(10, found.results.length) });
      return found;
    },
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

/**
 * docs/behaviour/search.md#filters sort: Most Recent (completion or last change) or Alphabetical.
 */
export function sortResults(
  results: readonly SearchResult[],
  sort: "date" | "name",
): SearchResult[] {
  const when = (r: SearchResult) => r.completedAt ?? r.updatedAt;
  return [...results].sort((a, b) =>
    sort === "name"
      ? a.title.localeCompare(b.title, undefined, { sensitivity: "base" })
      : when(b).localeCompare(when(a)),
  );
}
