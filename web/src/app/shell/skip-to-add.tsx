import { Link, useLocation } from "react-router";
import { paths } from "../../lib/paths";

/**
 * The first stop of the tab order: a keyboard user reaches Add Thought without tabbing through
 * the list. Hidden until it has the focus.
 */
export function SkipToAdd() {
  const { pathname } = useLocation();
  if (pathname === paths.add) return null;
  return (
    <Link
      to={paths.add}
      className="sr-only fixed top-3 left-3 z-[60] rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-ink shadow-float focus:not-sr-only"
    >
      Add a thought (Q)
    </Link>
  );
}
