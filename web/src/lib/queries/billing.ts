import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingMessages } from "@firstly/core/contract/billing";
import { callApi } from "../api";
import { ApiError, errorMessage } from "../api-error";
import { queryKeys } from "../query-keys";

/**
 * The person's Pro subscription (signed-in only). docs/behaviour/limits.md#timing keeps it 5
 * minutes; the server's own cache does the same, and a webhook's change event refetches it at once
 * (app/live-events).
 */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.subscription,
    queryFn: ({ signal }) => callApi("subscription", { signal }),
    staleTime: 5 * 60_000,
  });

export const useSubscription = (enabled = true) =>
  useQuery({ ...subscriptionQueryOptions(), enabled });

/** Leaves the app for a Stripe-hosted page (Checkout, the billing portal). */
export function leaveForStripe(url: string): void {
  window.location.assign(url);
}

/**
 * Upgrade: asks the server for a Checkout session and goes to Stripe's page. Fails with the server's
 * message ('Failed to create checkout session', 'User not authenticated', billing not configured).
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: () => callApi("createCheckoutSession"),
    onSuccess: ({ url }) => leaveForStripe(url),
  });
}

/** Manage billing: Stripe's billing portal, returning to /subscription. */
export function useOpenPortal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi("createPortalSession", { body: { return_url: "/subscription" } }),
    onSuccess: ({ url }) => leaveForStripe(url),
    // a 404 means the record changed under us (no customer): show the current state
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404)
        void client.invalidateQueries({ queryKey: queryKeys.subscription });
    },
  });
}

export const checkoutErrorText = (error: unknown) =>
  errorMessage(error, billingMessages.checkoutFailed);
export const portalErrorText = (error: unknown) =>
  errorMessage(error, billingMessages.portalInvalid);
