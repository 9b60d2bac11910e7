import { expect, type Locator, type Page } from "@playwright/test";

/**
 * What a floating thing (a toast, the + button) covers: the visible controls and badges whose box
 * meets its box, by name. A control a dialog hides from the page (aria-hidden, inert), one inside
 * the thing itself or among the toasts does not count; a thing that is not shown covers nothing.
 */
export async function coveredBy(thing: Locator): Promise<string[]> {
  const all = await thing.evaluateAll((things) => {
    const seen = (el: Element) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      );
    };
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const candidates = Array.from(
      document.querySelectorAll(
        "button, a[href], [role='button'], input, textarea, select, .tier-chip",
      ),
    ).filter(
      (el) => seen(el) && !el.closest("[aria-hidden='true'], [inert], [data-sonner-toaster]"),
    );
    return things.filter(seen).flatMap((over) => {
      const box = over.getBoundingClientRect();
      return candidates
        .filter((el) => !over.contains(el) && meets(box, el.getBoundingClientRect()))
        .map((el) => `${el.getAttribute("aria-label") ?? el.textContent?.trim() ?? ""}`);
    });
  });
  return [...new Set(all)];
}

/** The toasts now on screen, once each has slid in and come to rest where it is read. */
export async function restingToasts(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toHaveAttribute("data-mounted", "true");
  const all = page.locator("[data-sonner-toast]");
  await all.evaluateAll((els) =>
    Promise.all(els.flatMap((el) => el.getAnimations()).map((a) => a.finished)),
  );
  return all;
}
