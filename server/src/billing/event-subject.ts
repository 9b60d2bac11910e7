import type Stripe from "stripe";

/** The events Firstly acts on; anything else is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

export interface EventSubject {
  subscriptionId: string | null;
  customerId: string | null;
  /** the user id we put on the checkout session or subscription (client_reference_id, metadata) */
  userIdHint: string | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

/** Which subscription, customer and person an event is about. */
export function eventSubject(event: Stripe.Event): EventSubject {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      return {
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        userIdHint: session.client_reference_id ?? session.metadata?.user_id ?? null,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return {
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        userIdHint: subscription.metadata?.user_id ?? null,
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
      return {
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy),
        customerId: idOf(invoice.customer),
        userIdHint: invoice.parent?.subscription_details?.metadata?.user_id ?? null,
      };
    }
    default:
      return { subscriptionId: null, customerId: null, userIdHint: null };
  }
}
