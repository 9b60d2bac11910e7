import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/open-database";
import { billingEvents, subscriptionStatus, user } from "../../db/schema";
import { inPersonTransaction } from "../../db/person-lock";
import { AppError } from "../../errors/app-error";
import { safeErrorFields } from "../../errors/safe-error";
import { findUserByCustomer, saveCustomerId } from "../../billing/billing-customers";
import { eventSubject, HANDLED_EVENTS, type EventSubject } from "../../billing/event-subject";
import { readSubscriptionRecord } from "../../billing/read-subscription-record";
import { mayReplace, subscriptionRow } from "../../billing/subscription-row";
import { billingMessages } from "@firstly/core/contract/billing";

export interface ReceiveWebhookOptions {
  deps: Pick<AppDeps, "billing" | "db" | "database" | "notifier" | "log" | "now">;
  /** the request body exactly as received: the signature covers its bytes */
  payload: string;
  signature: string | undefined;
}

/**
 * POST /api/billing/webhook. The event is believed only with a valid Stripe signature (else 400 and
 * nothing happens). Each event id is applied once: it is stored with the change it made, in one
 * transaction, and a redelivery finds it there. Order does not matter: an event only says *which*
 * subscription changed; its state is read again from Stripe's API and that (the newest) is stored,
 * so a `deleted` delivered before an older `updated` still ends canceled. A person's events run one
 * after another (a queue in this process, the person's billing advisory lock across instances), so
 * two reads cannot be stored in the opposite order.
 */
export async function receiveWebhook({
  deps,
  payload,
  signature,
}: ReceiveWebhookOptions): Promise<{ received: true }> {
  const config = deps.billing.config;
  if (!config) throw new AppError("SERVICE_UNAVAILABLE", billingMessages.notConfigured);
  let event: Stripe.Event;
  try {
    event = config.stripe.webhooks.constructEvent(payload, signature ?? "", config.webhookSecret);
  } catch {
    throw new AppError("BAD_REQUEST", "Invalid webhook signature");
  }
  if (!HANDLED_EVENTS.has(event.type)) return { received: true };
  if (await isProcessed(deps.db, event.id)) return { received: true };

  const subject = eventSubject(event);
  const userId = await resolveUser(deps.db, subject);
  if (!userId || !subject.subscriptionId) {
    // not about one of our people's subscriptions (e.g. a one-off invoice): acknowledge it once
    deps.log.warn("billing.event_unmatched", { eventId: event.id, type: event.type });
    await deps.db
      .insert(billingEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing();
    return { received: true };
  }
  const subscriptionId = subject.subscriptionId;

  const changed = await deps.billing.webhookQueue.run(userId, () =>
    serialized(deps, userId, async (db) => {
      if (await isProcessed(db, event.id)) return false;
      const subscription = await currentSubscription(deps, config.stripe, subscriptionId, event);
      const incoming = subscriptionRow(subscription);
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(billingEvents)
          .values({ eventId: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ eventId: billingEvents.eventId });
        if (inserted.length === 0) return false;
        if (subject.customerId) await saveCustomerId(tx, userId, subject.customerId);
        const stored = await readSubscriptionRecord({ db: tx, userId });
        if (!mayReplace(stored, incoming, deps.now())) return false;
        const values = {
          subscriptionStatus: incoming.status,
          currentPeriodEnd: incoming.currentPeriodEnd,
          trialEnd: incoming.trialEnd,
          priceId: incoming.priceId,
          subscriptionId: incoming.subscriptionId,
          updatedAt: deps.now(),
        };
        await tx
          .insert(subscriptionStatus)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: subscriptionStatus.userId, set: values });
        return true;
      });
    }),
  );
  if (changed) {
    deps.log.info("billing.subscription_changed", { eventId: event.id, type: event.type, userId });
    deps.notifier.publishBillingChanged(userId);
    deps.notifier.publish(userId, { kind: "subscription" });
  }
  return { received: true };
}

async function isProcessed(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(eq(billingEvents.eventId, eventId));
  return Boolean(row);
}

/** Our customer table decides; the user id we put on the checkout only counts for a real person. */
async function resolveUser(db: Db, subject: EventSubject): Promise<string | null> {
  if (subject.customerId) {
    const owner = await findUserByCustomer(db, subject.customerId);
    if (owner) return owner;
  }
  if (!subject.userIdHint) return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, subject.userIdHint));
  return row?.id ?? null;
}

/**
 * On PostgreSQL other instances receive events too: the person's billing lock (held while Stripe is
 * asked and the answer stored) orders them. PGlite is one process, where the queue already does.
 */
function serialized<T>(
  deps: Pick<AppDeps, "db" | "database">,
  userId: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  if (deps.database.kind !== "postgres") return work(deps.db);
  return inPersonTransaction(deps.db, `billing:${userId}`, work);
}

/** The subscription as Stripe has it now; a deleted one Stripe no longer returns is as the event says. */
async function currentSubscription(
  deps: Pick<AppDeps, "log">,
  stripe: Stripe,
  subscriptionId: string,
  event: Stripe.Event,
): Promise<Stripe.Subscription> {
  try {
    return await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "resource_missing" && event.type === "customer.subscription.deleted") {
      return { ...event.data.object, status: "canceled" };
    }
    // no answer from Stripe: 500, and Stripe delivers the event again later
    deps.log.error("billing.subscription_read_failed", {
      eventId: event.id,
      ...safeErrorFields(error),
    });
    throw error;
  }
}
