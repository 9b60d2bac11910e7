import type { Usage } from "@firstly/core/contract/session";
import { itemLimit, remainingText } from "@firstly/core/domain/limits";
import type { AppDeps, SessionUser } from "../../context";
import { countUsedItems, loadPlan } from "./count-used-items";

export interface GetUsageOptions {
  deps: Pick<AppDeps, "db" | "now" | "billing">;
  user: SessionUser;
}

/** GET /api/usage: items used, the limit (null for Pro) and the focused-mode remaining line. */
export async function getUsage({ deps, user }: GetUsageOptions): Promise<Usage> {
  const now = deps.now();
  const { plan, isPro } = await loadPlan({
    db: deps.db,
    user,
    now,
    statusCache: deps.billing.statusCache,
  });
  const totalItems = await countUsedItems({ db: deps.db, user, now });
  return {
    totalItems,
    limit: itemLimit(plan, deps.billing.freeMonthlyLimit),
    isPro,
    isGuest: user.isGuest,
    canUpgrade: deps.billing.config !== null,
    remainingText: remainingText(plan, totalItems, deps.billing.freeMonthlyLimit),
  };
}
