import { useRef, useState } from "react";
import { NavigationType, useLocation, useNavigationType, useOutlet } from "react-router";
import { motion, useReducedMotion } from "motion/react";
import { useMediaQuery, WIDE_QUERY, type OverHomeState } from "../../lib/use-media-query";

/** Drawers that open over home (SPEC §2): home stays put underneath instead of sliding in again. */
const OVER_HOME = new Set(["/settings", "/completed"]);

/** SPEC navigation: screens slide in forward on push and backward on back. Enter-only, so it stays cheap. */
export function AnimatedOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const isBack = useNavigationType() === NavigationType.Pop;
  const reduce = useReducedMotion();
  const isWide = useMediaQuery(WIDE_QUERY);
  // a thought opened over home (wide screens) keeps home in place underneath
  const isOverHome =
    OVER_HOME.has(location.pathname) ||
    (isWide && Boolean((location.state as OverHomeState | null)?.overHome));
  // SPEC: navigation is ignored while a transition is in progress — taps on the screen that is
  // still sliding in (a double tap on a card or a link) do nothing until it has settled.
  const [isSliding, setSliding] = useState(false);
  // the screen the app was opened on paints at once: fading it in would only delay the first paint
  const firstKey = useRef(location.key);
  const isFirstScreen = location.key === firstKey.current;
  return (
    <motion.div
      onAnimationStart={() => setSliding(!isFirstScreen)}
      onAnimationComplete={() => setSliding(false)}
      className={isSliding && !isFirstScreen ? "pointer-events-none" : undefined}
      aria-busy={(isSliding && !isFirstScreen) || undefined}
      key={isOverHome ? "/" : location.pathname}
      initial={reduce || isFirstScreen ? false : { opacity: 0, x: isBack ? -28 : 28 }}
      animate={{ opacity: 1, x: 0, transitionEnd: { transform: "none" } }}
      transition={{ duration: 0.22, ease: [0.22, 1, 0.36, 1] }}
    >
      {outlet}
    </motion.div>
  );
}
