import { accessTokenMessages, type CalendarFeed } from "@firstly/core/contract/access-tokens";
import type { AppDeps, SessionUser } from "../../context";
import { calendarFeeds } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { hashSecret, newSecret } from "../../auth/secret-hash";

/** `webcal://host/cal/<secret>.ics` on the app's public origin (BASE_URL, else the request's). */
export function calendarFeedUrl(origin: string, secret: string): string {
  return `${origin.replace(/^https?:\/\//, "webcal://")}/cal/${secret}.ics`;
}

/**
 * Settings → Calendar → Make address / New address (signed-in only): a new secret replaces the
 * old one in the same row, so the previous address stops working at once. Only the secret's
 * SHA-256 is kept; the address is in this answer and nowhere else.
 */
export async function regenerateCalendarFeed({
  deps,
  user,
  origin,
}: {
  deps: Pick<AppDeps, "db" | "now">;
  user: SessionUser;
  origin: string;
}): Promise<CalendarFeed> {
  if (user.isGuest) throw new AppError("FORBIDDEN", accessTokenMessages.calendarSignedInOnly);
  const secret = newSecret();
  const now = deps.now();
  await deps.db
    .insert(calendarFeeds)
    .values({ userId: user.id, secretHash: hashSecret(secret), createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secretHash: hashSecret(secret), createdAt: now },
    });
  return { active: true, createdAt: now.toISOString(), url: calendarFeedUrl(origin, secret) };
}
