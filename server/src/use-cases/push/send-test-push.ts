import { pushMessages, TEST_NOTIFICATION } from "@firstly/core/contract/push";
import type { AppDeps, SessionUser } from "../../context";
import { AppError } from "../../errors/app-error";
import { sendToPerson } from "../../push/send-to-person";
import { assertCanPush } from "./assert-can-push";

/** A test is only worth seeing now: a push service may drop it after a minute. */
const TEST_TTL_SECONDS = 60;

/**
 * POST /api/push/test: a test notification to the kept subscription. A subscription the push
 * service no longer knows (404/410) is forgotten and the person is asked to enable push again;
 * any other failure answers 502 with 'Failed to send test notification' and the service's status.
 */
export async function sendTestPush({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db" | "push" | "notifier">;
  user: SessionUser;
}): Promise<{ ok: true }> {
  assertCanPush(deps, user);
  const result = await sendToPerson(deps, user.id, TEST_NOTIFICATION, {
    ttlSeconds: TEST_TTL_SECONDS,
    urgency: "high",
  });
  switch (result.kind) {
    case "sent":
      return { ok: true };
    case "none":
    case "gone":
      throw new AppError("CONFLICT", pushMessages.enableFirst);
    case "failed":
      throw new AppError(
        "UPSTREAM_FAILED",
        result.status === null
          ? `${pushMessages.testFailed}: the push service could not be reached`
          : `${pushMessages.testFailed}: the push service answered ${result.status}`,
      );
    default: {
      const unreachable: never = result;
      throw new Error(`Unknown push result: ${String(unreachable)}`);
    }
  }
}
