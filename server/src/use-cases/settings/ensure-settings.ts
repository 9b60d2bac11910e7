import { eq } from "drizzle-orm";
import type { SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import type { SettingsRow } from "../../db/mappers";
import { userSettings } from "../../db/schema";

/**
 * docs/behaviour/messages.md: a missing settings row is created with the defaults, then returned.
 */
export async function ensureSettings(db: Db, user: SessionUser): Promise<SettingsRow> {
  const [existing] = await db.select().from(userSettings).where(eq(userSettings.userId, user.id));
  if (existing) return existing;
  await db
    .insert(userSettings)
    .values({ userId: user.id, authenticated: !user.isGuest })
    .onConflictDoNothing({ target: userSettings.userId });
  const [created] = await db.select().from(userSettings).where(eq(userSettings.userId, user.id));
  if (!created) throw new Error("settings row missing after insert");
  return created;
}
