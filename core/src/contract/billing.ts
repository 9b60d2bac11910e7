import { z } from "zod";

/**
 * docs/behaviour/limits.md#plan: one Pro plan, monthly, with a 12-day free trial. Its price is not
 * kept here: it is the configured Stripe price's (`Subscription.price`), so the app never shows a
 * price Stripe won't charge.
 */
export const proPlan = {
  name: "Monthly",
  trialDays: 12,
  // only what Pro changes (issue #26): scoring, clarification and pictures are everyone's
  features: [
    "Unlimited items every month: thoughts, goals and subtasks",
    "Search by meaning that never falls back to matching words",
    "Priority support",
  ],
} as const;

/**
 * docs/behaviour/messages.md#subscription subscription texts; use these constants, never retype
 * them.
 */
export const billingMessages = {
  notAuthenticated: "User not authenticated",
  checkoutFailed: "Failed to create checkout session",
  portalInvalid: "Invalid response from customer portal service",
  loadFailed: "Failed to load subscription data",
  noSubscription: "No active subscription found",
  contactSupportToCancel: "Please contact support to cancel your subscription",
  /** not in the spec: what the server answers while STRIPE_* is unset */
  notConfigured: "Upgrades aren't available on this server: billing is not configured.",
  alreadySubscribed: "You already have an active Pro subscription.",
} as const;

/** The configured Stripe price of Pro, as Stripe states it. */
export const PlanPrice = z.object({
  /** in the currency's smallest unit (cents), as Stripe's `unit_amount` */
  amount: z.number().int().nonnegative(),
  /** ISO 4217 code, lower case as Stripe writes it ("eur") */
  currency: z.string().length(3),
  interval: z.enum(["day", "week", "month", "year"]),
  /** 1 = every interval, 3 = every 3 months */
  intervalCount: z.number().int().positive(),
});
export type PlanPrice = z.infer<typeof PlanPrice>;

/** GET /api/billing/subscription: the person's plan as the subscription record says. */
export const Subscription = z.object({
  /** false while STRIPE_* is unset: Upgrade explains instead of opening a checkout */
  billingEnabled: z.boolean(),
  plan: z.enum(["free", "pro"]),
  /** Stripe's subscription status (trialing, active, past_due, canceled, …); null when none */
  status: z.string().nullable(),
  /** end of the paid (or trial) period, seconds since the epoch */
  currentPeriodEnd: z.number().int().nullable(),
  /** while trialing: when the free trial ends (seconds); else null */
  trialEnd: z.number().int().nullable(),
  /** the person has a Stripe customer, so the billing portal can open */
  hasBillingAccount: z.boolean(),
  /** Pro's price from Stripe; absent without billing or while Stripe cannot be read */
  price: PlanPrice.optional(),
});
export type Subscription = z.infer<typeof Subscription>;

export const CheckoutSession = z.object({ url: z.url(), sessionId: z.string() });
export type CheckoutSession = z.infer<typeof CheckoutSession>;

export const PortalInput = z.object({
  /** where the portal's "return" link goes; a path on this app (default /subscription) */
  return_url: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, "return_url must be a path on this app")
    .optional(),
});
export const PortalSession = z.object({ url: z.url() });
