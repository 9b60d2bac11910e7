import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateAccessTokenInput } from "@firstly/core/contract/access-tokens";
import { callApi } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

const tokensKey = queryKeys.accessTokens;
const calendarKey = queryKeys.calendarFeed;

/** Settings → Access tokens: the list (never the secrets), create and revoke. */
export function useAccessTokens(enabled: boolean) {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: tokensKey,
    queryFn: ({ signal }) => callApi("listAccessTokens", { signal }),
    enabled,
  });
  const create = useMutation({
    mutationFn: (body: CreateAccessTokenInput) => callApi("createAccessToken", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => callApi("revokeAccessToken", { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
  return { list, create, revoke };
}

/** Settings → Calendar: whether a feed is on; make a new address; turn it off. */
export function useCalendarFeed(enabled: boolean) {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: calendarKey,
    queryFn: ({ signal }) => callApi("calendarFeed", { signal }),
    enabled,
  });
  const regenerate = useMutation({
    mutationFn: () => callApi("regenerateCalendarFeed"),
    onSuccess: (feed) => client.setQueryData(calendarKey, { ...feed, url: null }),
  });
  const remove = useMutation({
    mutationFn: () => callApi("removeCalendarFeed"),
    onSuccess: (feed) => client.setQueryData(calendarKey, feed),
  });
  return { status, regenerate, remove };
}
