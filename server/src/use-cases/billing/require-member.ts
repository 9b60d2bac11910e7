import { billingMessages } from "@firstly/core/contract/billing";
import type { SessionUser } from "../../context";
import { AppError } from "../../http/app-error";

/** Billing is for signed-in people: no session, or a guest, gets SPEC §8 'User not authenticated'. */
export function requireMember(user: SessionUser | null): SessionUser {
  if (!user || user.isGuest)
    throw new AppError("UNAUTHENTICATED", billingMessages.notAuthenticated);
  return user;
}
