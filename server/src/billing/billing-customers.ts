import { eq } from "drizzle-orm";
import type { Db } from "../db/open-database";
import { billingCustomers } from "../db/schema";

/** The Stripe customer kept for this person, or null. */
export async function findCustomerId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.customerId ?? null;
}

/** The person a Stripe customer belongs to, or null (not one of ours). */
export async function findUserByCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  return row?.userId ?? null;
}

/** Keeps the person's customer; the first one saved wins (two tabs checking out at once). */
export async function saveCustomerId(db: Db, userId: string, customerId: string): Promise<string> {
  await db.insert(billingCustomers).values({ userId, customerId }).onConflictDoNothing();
  return (await findCustomerId(db, userId)) ?? customerId;
}
