import type { PlanPrice } from "@firstly/core/contract/billing";

/** Pro's price as people read it: "€14.00 a month", "$120.00 a year", "€30.00 every 3 months". */
export function formatPlanPrice(price: PlanPrice, locale?: string): string {
  return `${formatPlanAmount(price, locale)} ${formatPlanInterval(price)}`;
}

/**
 * Stripe's amount in the currency's smallest unit as money: "€14.00", "¥1,400". The divisor comes
 * from the currency's own decimals, so a zero-decimal currency is not divided by 100.
 */
export function formatPlanAmount(price: PlanPrice, locale?: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: price.currency.toUpperCase(),
  });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(price.amount / 10 ** decimals);
}

/** "a month", or "every 3 months" when the price recurs over several intervals. */
export function formatPlanInterval({ interval, intervalCount }: PlanPrice): string {
  return intervalCount === 1 ? `a ${interval}` : `every ${intervalCount} ${interval}s`;
}
