/**
 * Where the focus was before a full screen (Add Thought) took over, so closing it puts the person
 * back where they were. The screen under it unmounts, so the element itself is gone by then: it is
 * remembered by what finds it again (its id, its link, or its accessible name).
 */
interface FocusMark {
  id?: string;
  href?: string;
  label?: string;
}

let mark: FocusMark | null = null;

export function rememberFocus(element: Element | null = document.activeElement): void {
  if (!(element instanceof HTMLElement) || element === document.body) {
    mark = null;
    return;
  }
  mark = {
    id: element.id || undefined,
    href: element.getAttribute("href") ?? undefined,
    label: element.getAttribute("aria-label") ?? undefined,
  };
}

function find(m: FocusMark): HTMLElement | null {
  if (m.id) {
    const byId = document.getElementById(m.id);
    if (byId) return byId;
  }
  const candidates = Array.from(
    document.querySelectorAll<HTMLElement>("a[href], button, [tabindex]"),
  );
  if (m.href) {
    const byHref = candidates.find((el) => el.getAttribute("href") === m.href);
    if (byHref) return byHref;
  }
  if (m.label) return candidates.find((el) => el.getAttribute("aria-label") === m.label) ?? null;
  return null;
}

/**
 * Puts the focus back once the screen under has rendered again (it may load lazily, so a few
 * frames are tried); falls back to `fallback` (the add button) when the element is gone.
 */
export function restoreFocus(fallback: () => HTMLElement | null, frames = 30): void {
  const m = mark;
  mark = null;
  if (!m) return;
  // the person acts first (a click, a key): their focus wins, and the attempts stop for good
  let isCancelled = false;
  const cancel = () => {
    isCancelled = true;
  };
  window.addEventListener("pointerdown", cancel, { capture: true, once: true });
  window.addEventListener("keydown", cancel, { capture: true, once: true });
  const stop = () => {
    window.removeEventListener("pointerdown", cancel, { capture: true });
    window.removeEventListener("keydown", cancel, { capture: true });
  };
  let left = frames;
  const attempt = () => {
    const active = document.activeElement;
    // a sheet or dialog has opened, or something already has the focus: never pull it away
    if (
      isCancelled ||
      (active && active !== document.body) ||
      document.querySelector('[role="dialog"], [role="alertdialog"]')
    ) {
      stop();
      return;
    }
    const target = find(m) ?? (left <= 1 ? fallback() : null);
    if (target) {
      stop();
      target.focus({ preventScroll: false });
      return;
    }
    left -= 1;
    if (left > 0) requestAnimationFrame(attempt);
    else stop();
  };
  requestAnimationFrame(attempt);
}
