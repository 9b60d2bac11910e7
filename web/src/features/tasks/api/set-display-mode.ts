import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Settings } from "@firstly/core/contract/settings";
import { callApi } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Home's "Show all" shortcut; the full display-mode control lives in Settings. */
export function useSetDisplayMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (displayMode: Settings["displayMode"]) =>
      callApi("updateSettings", { body: { displayMode } }),
    onSuccess: (settings) => client.setQueryData(queryKeys.settings, settings),
  });
}
