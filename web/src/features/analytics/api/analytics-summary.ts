import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The device's IANA zone, so weeks start on the person's own Monday; UTC if it cannot say. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export const analyticsSummaryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: queryKeys.analytics(timeZone),
    queryFn: ({ signal }) => callApi("analyticsSummary", { query: { tz: timeZone }, signal }),
    // a finished thought elsewhere shows when the screen is opened again
    refetchOnMount: "always",
  });

export const useAnalyticsSummary = () => useQuery(analyticsSummaryOptions(deviceTimeZone()));
