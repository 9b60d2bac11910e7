import { and, eq, ne, sql } from "drizzle-orm";
import type { PushStatus, PushSubscriptionInput } from "@firstly/core/contract/push";
import type { AppDeps, SessionUser } from "../../context";
import { userSettings } from "../../db/schema";
import { ensureSettings } from "../settings/ensure-settings";
import { assertCanPush } from "./assert-can-push";

/**
 * PUT /api/push/subscription: keeps this browser's subscription in the person's settings
 * (docs/behaviour/data.md#subscription-record, one per person: the browser that enabled push last
 * receives). Only endpoint and keys are kept. An endpoint is one browser profile: whoever enabled
 * push there last owns it, so a person who used this browser before (and signed out) stops
 * receiving their reminders on it.
 */
export async function savePushSubscription({
  deps,
  user,
  input,
}: {
  deps: Pick<AppDeps, "db" | "push" | "notifier" | "now">;
  user: SessionUser;
  input: PushSubscriptionInput;
}): Promise<PushStatus> {
  const push = assertCanPush(deps, user);
  const subscription = {
    endpoint: input.endpoint,
    keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
  };
  await ensureSettings(deps.db, user);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(userSettings)
      .set({ pushSubscription: null })
      .where(
        and(
          ne(userSettings.userId, user.id),
          sql`${userSettings.pushSubscription}->>'endpoint' = ${subscription.endpoint}`,
        ),
      );
    await tx
      .update(userSettings)
      .set({ pushSubscription: subscription, updatedAt: deps.now() })
      .where(eq(userSettings.userId, user.id));
  });
  deps.notifier.publish(user.id, { kind: "settings" });
  return { publicKey: push.publicKey, endpoint: subscription.endpoint };
}
