import { afterEach, describe, expect, it } from "vitest";
import { lazyDateFormat } from "./date-format";

const Real = Intl.DateTimeFormat;

describe("A date format made when first used", () => {
  afterEach(() => {
    Intl.DateTimeFormat = Real;
  });

  it("makes no Intl format until a date is formatted, then one for every date after", () => {
    let made = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Real;
    const format = lazyDateFormat({ dateStyle: "medium" });
    expect(made).toBe(0);
    const first = format.format(new Date("2026-11-29T12:00:00Z"));
    format.format(new Date("2026-11-30T12:00:00Z"));
    expect(made).toBe(1);
    expect(first).toBe(
      new Real(undefined, { dateStyle: "medium" }).format(new Date("2026-11-29T12:00:00Z")),
    );
  });
});
