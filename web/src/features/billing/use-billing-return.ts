import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../lib/paths";

export interface SubscriptionScreenState {
  /** came back from a Checkout the person left (docs/behaviour/billing.md canceled=true) */
  canceled?: boolean;
}

/**
 * docs/behaviour/billing.md: on load, `success=true` goes to the success screen and `canceled=true`
 * to the subscription screen, and the query is then cleared. Stripe's own return URLs
 * (/success?session_id=…, /subscription?canceled=true) come through here too; the session id stays
 * on /success, where it belongs to the route.
 */
export function useBillingReturn(): void {
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (query.get("success") === "true") {
      const sessionId = query.get("session_id");
      void navigate(
        `${paths.success}${sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : ""}`,
        { replace: true },
      );
    } else if (query.get("canceled") === "true") {
      const state: SubscriptionScreenState = { canceled: true };
      void navigate(paths.subscription, { replace: true, state });
    }
  }, [search, pathname, navigate]);
}
