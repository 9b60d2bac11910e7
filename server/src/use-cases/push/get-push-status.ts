import { eq } from "drizzle-orm";
import type { PushStatus } from "@firstly/core/contract/push";
import type { AppDeps, SessionUser } from "../../context";
import { userSettings } from "../../db/schema";

/** GET /api/push: the key browsers subscribe with, and the endpoint kept for this person. */
export async function getPushStatus({
  deps,
  user,
}: {
  deps: Pick<AppDeps, "db" | "push">;
  user: SessionUser | null;
}): Promise<PushStatus> {
  const publicKey = deps.push?.publicKey ?? null;
  if (!user || user.isGuest) return { publicKey, endpoint: null };
  const [row] = await deps.db
    .select({ subscription: userSettings.pushSubscription })
    .from(userSettings)
    .where(eq(userSettings.userId, user.id));
  return { publicKey, endpoint: row?.subscription?.endpoint ?? null };
}
