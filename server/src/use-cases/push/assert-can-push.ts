import { pushMessages } from "@firstly/core/contract/push";
import type { AppDeps, SessionUser } from "../../context";
import { AppError } from "../../errors/app-error";
import type { PushSender } from "../../push/push-sender";

/**
 * docs/behaviour/validation.md#push and docs/behaviour/permissions.md#roles: push operations need a
 * signed-in person and a server with VAPID keys.
 */
export function assertCanPush(deps: Pick<AppDeps, "push">, user: SessionUser): PushSender {
  if (user.isGuest) throw new AppError("FORBIDDEN", pushMessages.signInRequired);
  if (!deps.push) throw new AppError("CONFLICT", pushMessages.noPublicKey);
  return deps.push;
}
