import { eq } from "drizzle-orm";
import type { Settings, UpdateSettingsInput } from "@firstly/core/contract/settings";
import { delayDurationText, delayError } from "@firstly/core/domain/delay";
import type { AppDeps, SessionUser } from "../../context";
import { userSettings } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { ensureSettings } from "./ensure-settings";
import { getSettings } from "./get-settings";

export interface UpdateSettingsOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  user: SessionUser;
  input: UpdateSettingsInput;
}

/**
 * PATCH /api/settings: validates the delay limits (docs/behaviour/validation.md#delay-input),
 * saves, returns the settings.
 */
export async function updateSettings({
  deps,
  user,
  input,
}: UpdateSettingsOptions): Promise<Settings> {
  if (input.customDelay) {
    const error = delayError(input.customDelay);
    if (error) throw new AppError("VALIDATION", error);
  }
  await ensureSettings(deps.db, user);
  await deps.db
    .update(userSettings)
    .set({
      ...(input.customDelay
        ? { customDelay: input.customDelay, delayDuration: delayDurationText(input.customDelay) }
        : {}),
      ...(input.displayMode ? { displayMode: input.displayMode } : {}),
      ...(input.visualDisplayMode ? { visualDisplayMode: input.visualDisplayMode } : {}),
      ...(input.aiEnhancement !== undefined ? { aiEnhancement: input.aiEnhancement } : {}),
      updatedAt: deps.now(),
    })
    .where(eq(userSettings.userId, user.id));
  deps.notifier.publish(user.id, { kind: "settings" });
  return getSettings({ deps, user });
}
