import { eq } from "drizzle-orm";
import type { CalendarFeed } from "@firstly/core/contract/access-tokens";
import type { AppDeps, SessionUser } from "../../context";
import { calendarFeeds } from "../../db/schema";

/** Settings → Calendar: whether a feed exists and since when (its address is never stored). */
export async function calendarFeedStatus({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
}): Promise<CalendarFeed> {
  const [row] = await deps.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id));
  return { active: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null, url: null };
}

/** Settings → Calendar → Turn off: the address stops working at once (idempotent). */
export async function removeCalendarFeed({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db">;
  user: SessionUser;
}): Promise<CalendarFeed> {
  await deps.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  return { active: false, createdAt: null, url: null };
}
