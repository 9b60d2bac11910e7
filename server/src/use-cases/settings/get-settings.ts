import type { Settings } from "@firstly/core/contract/settings";
import type { AppDeps, SessionUser } from "../../context";
import { settingsFromRow } from "../../db/mappers";
import { findActiveMainGoal } from "../goals/find-active-main-goal";
import { ensureSettings } from "./ensure-settings";

export interface GetSettingsOptions {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
}

/** GET /api/settings: creates the default row when missing; mainGoal is the active main goal. */
export async function getSettings({ deps, user }: GetSettingsOptions): Promise<Settings> {
  const row = await ensureSettings(deps.db, user);
  const main = await findActiveMainGoal(deps.db, user.id);
  return settingsFromRow(row, main?.description ?? null);
}
