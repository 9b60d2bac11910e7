// "Item" is the glossary's word for what counts against the plan's monthly limit (a thought or
// goal created, or a usage event), so this file keeps it; the thing a person writes is a task.
import { goalLimitMessage, messages, subtaskLimitMessage } from "@firstly/core/contract/errors";
import {
  canCreateItem,
  itemLimit,
  monthlyLimitMessage,
  type Plan,
} from "@firstly/core/domain/limits";
import type { SessionUser } from "../../context";
import type { Db } from "../../db/open-database";
import { AppError } from "../../errors/app-error";
import { countUsedItems, loadPlan } from "./count-used-items";
import { lockUserItems } from "./lock-user-items";

export interface AssertCanCreateItemOptions {
  /** a transaction: the per-user lock below is held until it ends */
  tx: Db;
  user: SessionUser;
  now: Date;
  kind: "task" | "main" | "subtask";
  /** a free person's monthly items (deps.billing.freeMonthlyLimit); null = none */
  freeMonthly: number | null;
}

/**
 * the docs/behaviour/messages.md#limits guest limit text for where it was met: a thought
 * ('…continue adding more.'), the main goal screen ('…continue editing your goal.') or a subtask
 * goal ('…continue managing your goals.').
 */
export function guestLimitMessage(kind: AssertCanCreateItemOptions["kind"]): string {
  switch (kind) {
    case "task":
      return messages.guestLimitThoughts;
    case "main":
      return messages.guestLimitEditGoal;
    case "subtask":
      return messages.guestLimitManageGoals;
    default: {
      const unreachable: never = kind;
      throw new Error(`Unknown item kind: ${String(unreachable)}`);
    }
  }
}

/**
 * Throws 402 LIMIT_REACHED when one more item would pass the user's limit
 * (docs/behaviour/permissions.md#roles and docs/behaviour/limits.md#items). Takes the per-user lock
 * first, so concurrent creates are counted one after the other.
 */
export async function assertCanCreateItem({
  tx,
  user,
  now,
  kind,
  freeMonthly,
}: AssertCanCreateItemOptions): Promise<void> {
  await lockUserItems(tx, user.id);
  const { plan } = await loadPlan({ db: tx, user, now });
  if (plan === "pro") return;
  const used = await countUsedItems({ db: tx, user, now });
  const refusal = itemLimitRefusal(plan, used, kind, freeMonthly);
  if (refusal) throw refusal;
}

/** The 402 for one more item of `kind` with `used` already this period, or null if it may be made. */
export function itemLimitRefusal(
  plan: Plan,
  used: number,
  kind: AssertCanCreateItemOptions["kind"],
  freeMonthly: number | null,
): AppError | null {
  if (plan === "pro" || canCreateItem(plan, used, freeMonthly)) return null;
  if (plan === "guest") return new AppError("LIMIT_REACHED", guestLimitMessage(kind));
  const limit = itemLimit(plan, freeMonthly) ?? used;
  const message =
    kind === "subtask"
      ? subtaskLimitMessage(used, limit)
      : kind === "main"
        ? goalLimitMessage(used, limit)
        : monthlyLimitMessage(used, limit);
  return new AppError("LIMIT_REACHED", message);
}
