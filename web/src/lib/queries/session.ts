import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../api";
import { queryKeys } from "../query-keys";

/** Shared, read-only session data used by the shell and several features. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => callApi("me", { signal }),
    staleTime: 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.health,
    queryFn: ({ signal }) => callApi("health", { signal }),
    staleTime: 5 * 60_000,
  });

export const useHealth = () => useQuery(healthQueryOptions());

export const usageQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.usage,
    queryFn: ({ signal }) => callApi("usage", { signal }),
  });

export const useUsage = (enabled = true) => useQuery({ ...usageQueryOptions(), enabled });
