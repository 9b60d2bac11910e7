import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../api";
import { queryKeys } from "../query-keys";

/** Settings are read everywhere (display mode, delay); edits live in features/settings. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => callApi("getSettings", { signal }),
  });

export const useSettings = (enabled = true) => useQuery({ ...settingsQueryOptions(), enabled });
