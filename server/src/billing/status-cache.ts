/**
 * docs/behaviour/limits.md#plan: a person's subscription record is kept 5 minutes before it is read
 * again.
 */
export const SUBSCRIPTION_CACHE_MS = 5 * 60_000;

export interface SubscriptionRecord {
  status: string;
  /** seconds since the epoch */
  currentPeriodEnd: number;
  trialEnd: number | null;
  subscriptionId: string | null;
}

/**
 * Per person, the subscription record (or "none") read from `subscription_status` within the last
 * 5 minutes. A webhook that changes a person's subscription empties their entry on every instance
 * (`Notifier.publishBillingChanged`), so the cache never outlives a change by more than a
 * notification's delay. Failed reads are never kept.
 */
export class SubscriptionStatusCache {
  private readonly entries = new Map<
    string,
    { record: SubscriptionRecord | null; until: number }
  >();

  constructor(
    private readonly now: () => Date,
    private readonly ttlMs = SUBSCRIPTION_CACHE_MS,
    private readonly maxEntries = 10_000,
  ) {}

  /** the kept record (null = no subscription), or undefined when it must be read */
  get(userId: string): SubscriptionRecord | null | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.until <= this.now().getTime()) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry.record;
  }

  set(userId: string, record: SubscriptionRecord | null): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(userId, { record, until: this.now().getTime() + this.ttlMs });
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }
}
