import type { UsageEventType } from "@firstly/core/domain/limits";
import type { SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import { analyticsEvents } from "../../db/schema";

export interface RecordUsageEventOptions {
  db: Db;
  user: SessionUser;
  type: UsageEventType;
  data: Record<string, unknown>;
  now: Date;
}

/**
 * Stores a usage-consuming analytics event. docs/behaviour/permissions.md#guest: never stored for
 * guests.
 */
export async function recordUsageEvent({
  db,
  user,
  type,
  data,
  now,
}: RecordUsageEventOptions): Promise<void> {
  if (user.isGuest) return;
  await db
    .insert(analyticsEvents)
    .values({ userId: user.id, eventType: type, eventData: data, createdAt: now });
}
