import { pushMessages } from "@firstly/core/contract/push";
import type { AppDeps, SessionUser } from "../../context";
import { AppError } from "../../http/app-error";
import type { PushSender } from "../../push/push-sender";

/** SPEC §5/§6: push operations need a signed-in person and a server with VAPID keys. */
export function assertCanPush(deps: Pick<AppDeps, "push">, user: SessionUser): PushSender {
  if (user.isGuest) throw new AppError("FORBIDDEN", pushMessages.signInRequired);
  if (!deps.push) throw new AppError("CONFLICT", pushMessages.noPublicKey);
  return deps.push;
}
