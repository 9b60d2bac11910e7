import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import type { Settings, UpdateSettingsInput } from "@firstly/core/contract/settings";
import { callApi } from "../../../lib/api";
import { errorMessage } from "../../../lib/api-error";
import { queryKeys } from "../../../lib/query-keys";

const settingsMutationKey = ["update-settings"];

export const updateSettings = (body: UpdateSettingsInput) => callApi("updateSettings", { body });

/**
 * Every settings change saves at once: the cache shows the new value immediately (home re-ranks
 * or switches display mode without waiting), is rolled back if the save fails, and a toast says why.
 */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: settingsMutationKey,
    mutationFn: updateSettings,
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: queryKeys.settings });
      const previous = client.getQueryData<Settings>(queryKeys.settings);
      if (previous) client.setQueryData<Settings>(queryKeys.settings, { ...previous, ...patch });
      return { previous };
    },
    onError: (error, _patch, context) => {
      if (context?.previous) client.setQueryData(queryKeys.settings, context.previous);
      toast.error(errorMessage(error, "Could not save your settings. Please try again."));
    },
    onSuccess: (settings) => {
      // a later change may already be on its way; its own response will land after this one
      if (client.isMutating({ mutationKey: settingsMutationKey }) <= 1)
        client.setQueryData(queryKeys.settings, settings);
    },
  });
}
