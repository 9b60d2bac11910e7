/**
 * A date format made when it is first used rather than when its module loads: the first
 * `Intl.DateTimeFormat` a page makes loads the locale's data, and one made at the top of a
 * screen's module held a phone's main thread ~100 ms while that screen's code was evaluated, on
 * Completed even with nothing to format (issue 30).
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): {
  format(date: Date): string;
} {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => (made ??= new Intl.DateTimeFormat(undefined, options)).format(date),
  };
}
