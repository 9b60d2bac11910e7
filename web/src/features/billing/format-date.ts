/** A period end or trial end (seconds since the epoch) as people read it: "3 April 2026". */
export function formatBillingDate(seconds: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(seconds * 1000),
  );
}
