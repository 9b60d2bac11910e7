import { useState } from "react";
import { NavigationType, useLocation, useNavigationType, useOutlet } from "react-router";
import { useMediaQuery, WIDE_QUERY, type OverHomeState } from "../../lib/use-media-query";

/**
 * Drawers that open over home (docs/behaviour/completed.md): home stays put underneath instead of
 * sliding in again.
 */
const OVER_HOME = new Set(["/settings", "/completed"]);

/**
 * docs/behaviour/navigation.md#navigation-rules navigation: screens slide in forward on push and
 * backward on back. Enter-only, so a CSS animation does it (styles.css `screen-in-*`; none with
 * reduced motion) and the first page needs no animation library.
 */
export function AnimatedOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const isBack = useNavigationType() === NavigationType.Pop;
  const isWide = useMediaQuery(WIDE_QUERY);
  // a thought opened over home (wide screens) keeps home in place underneath
  // the note editor too: its own sheet animates, and /notes/new becoming /notes/:id once the
  // server has the note must not remount it (uploads and undo history live in it)
  const isOverHome =
    OVER_HOME.has(location.pathname) ||
    location.pathname.startsWith("/notes/") ||
    (isWide && Boolean((location.state as OverHomeState | null)?.overHome));
  // docs/behaviour/navigation.md#navigation-rules: navigation is ignored while a transition is in
  // progress — taps on the screen that is
  // still sliding in (a double tap on a card or a link) do nothing until it has settled.
  const [isSliding, setSliding] = useState(false);
  // the screen the app was opened on paints at once: fading it in would only delay the first paint
  const [firstKey] = useState(location.key);
  const isFirstScreen = location.key === firstKey;
  const slide = isFirstScreen ? undefined : isBack ? "screen-in-back" : "screen-in-forward";
  const busy = isSliding && !isFirstScreen;
  return (
    <div
      // only this element's own animation: spinners and skeletons inside animate too
      onAnimationStart={(e) => e.target === e.currentTarget && setSliding(!isFirstScreen)}
      onAnimationEnd={(e) => e.target === e.currentTarget && setSliding(false)}
      className={[slide, busy ? "pointer-events-none" : undefined].filter(Boolean).join(" ")}
      aria-busy={busy || undefined}
      key={isOverHome ? "/" : location.pathname}
    >
      {outlet}
    </div>
  );
}
