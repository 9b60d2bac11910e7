import type { PushStatus } from "@firstly/core/contract/push";
import { pushMessages } from "@firstly/core/contract/push";
import type { AppDeps, SessionUser } from "../../context";
import { AppError } from "../../errors/app-error";
import { forgetPushSubscription } from "../../push/send-to-person";
import { getPushStatus } from "./get-push-status";

/**
 * DELETE /api/push/subscription: forgets the subscription with this endpoint (this browser's).
 * Idempotent; another browser's subscription kept since is left alone.
 */
export async function removePushSubscription({
  deps,
  user,
  endpoint,
}: {
  deps: Pick<AppDeps, "db" | "push" | "notifier">;
  user: SessionUser;
  endpoint: string;
}): Promise<PushStatus> {
  if (user.isGuest) throw new AppError("FORBIDDEN", pushMessages.signInRequired);
  await forgetPushSubscription(deps.db, user.id, endpoint);
  deps.notifier.publish(user.id, { kind: "settings" });
  return getPushStatus({ deps, user });
}
