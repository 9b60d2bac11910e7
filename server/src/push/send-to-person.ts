import { and, eq, sql } from "drizzle-orm";
import type { PushNotification } from "@firstly/core/contract/push";
import type { Notifier } from "../realtime/notifier";
import type { Db } from "../db/open-database";
import { userSettings } from "../db/schema";
import type { PushResult, PushSender } from "./push-sender";

/** What sending to a person needs (a missing push sender means push is off on this server). */
export interface PushDeps {
  db: Db;
  push: PushSender | null;
  notifier: Notifier;
}

/**
 * Forgets a person's push subscription, but only while it is still the one with `endpoint`: a
 * newer browser's subscription saved in the meantime is kept.
 */
export async function forgetPushSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .update(userSettings)
    .set({ pushSubscription: null })
    .where(
      and(
        eq(userSettings.userId, userId),
        sql`${userSettings.pushSubscription}->>'endpoint' = ${endpoint}`,
      ),
    );
}

/**
 * docs/behaviour/calls.md#push "Push send": the notification to the person's kept subscription. A
 * push service that answers 404 or 410 has dropped the subscription, so it is forgotten here.
 */
export async function sendToPerson(
  deps: PushDeps,
  userId: string,
  notification: PushNotification,
  options: { ttlSeconds: number; urgency?: "normal" | "high" },
): Promise<PushResult | { kind: "none" }> {
  if (!deps.push) return { kind: "none" };
  const [row] = await deps.db
    .select({ subscription: userSettings.pushSubscription })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const subscription = row?.subscription;
  if (!subscription) return { kind: "none" };
  const result = await deps.push.send(subscription, notification, options);
  if (result.kind === "gone") {
    await forgetPushSubscription(deps.db, userId, subscription.endpoint);
    deps.notifier.publish(userId, { kind: "settings" });
  }
  return result;
}
