import { billingMessages } from "@firstly/core/contract/billing";
import type { SessionUser } from "../../context";
import { AppError } from "../../errors/app-error";

/**
 * Billing is for signed-in people: no session, or a guest, gets docs/behaviour/messages.md#sign-in
 * 'User not authenticated'.
 */
export function requireSignedIn(user: SessionUser | null): SessionUser {
  if (!user || user.isGuest)
    throw new AppError("UNAUTHENTICATED", billingMessages.notAuthenticated);
  return user;
}
