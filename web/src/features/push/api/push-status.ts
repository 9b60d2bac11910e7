import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Under the settings key: a settings change event (a subscription forgotten) refreshes it too. */
export const pushStatusKey = queryKeys.pushStatus;

export const pushStatusQueryOptions = () =>
  queryOptions({
    queryKey: pushStatusKey,
    queryFn: ({ signal }) => callApi("pushStatus", { signal }),
  });

export const usePushStatus = (enabled: boolean) =>
  useQuery({ ...pushStatusQueryOptions(), enabled });
