import { Link, useNavigate } from "react-router";
import { ChevronRight, Crown, Sparkles } from "lucide-react";
import type { Usage } from "@firstly/core/contract/session";
import { openUpgradeDialog } from "../../lib/limit-prompt";
import { paths } from "../../lib/paths";
import { closeSideMenu } from "./side-menu-store";

/**
 * Pro: an 'Unlimited' badge that opens the subscription screen. Everyone else: the
 * docs/behaviour/billing.md Free Trial button with the usage counter, named 'Free plan' like the
 * Pro page (issue #26, decision 0025): the subscription screen for a signed-in person, the offer
 * (which asks for an account first) for a guest. A free plan with no monthly limit (a server
 * without billing) has nothing to sell.
 */
export function UsageBadge({ usage }: { usage: Usage | undefined }) {
  const navigate = useNavigate();
  if (usage?.isPro) {
    return (
      <Link
        to={paths.subscription}
        onClick={closeSideMenu}
        aria-label="Unlimited: your Pro subscription"
        className="inline-flex items-center gap-1.5 self-start rounded-full bg-gold/15 px-3 py-1 text-sm font-semibold text-gold transition hover:bg-gold/25"
      >
        <Crown aria-hidden className="size-4" /> Unlimited
        <ChevronRight aria-hidden className="size-4 opacity-70" />
      </Link>
    );
  }
  const used = usage?.totalItems ?? 0;
  const limit = usage?.limit ?? null;
  const ratio = limit ? Math.min(1, used / limit) : 0;
  return (
    <button
      type="button"
      onClick={() => {
        closeSideMenu();
        if (usage && !usage.isGuest) void navigate(paths.subscription);
        else openUpgradeDialog();
      }}
      className="group block w-full rounded-2xl text-left border border-line bg-raised p-3.5 transition hover:border-accent/40"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden className="size-4 text-gold" /> Free plan
        </span>
        {limit !== null && (
          <span className="text-sm text-muted tabular-nums">
            {used}/{limit} used
          </span>
        )}
      </span>
      {limit !== null && (
        <span aria-hidden className="mt-2.5 block h-1.5 overflow-hidden rounded-full bg-line">
          <span
            className="block h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${ratio * 100}%` }}
          />
        </span>
      )}
      <span className="mt-2 block text-xs text-muted group-hover:text-ink-soft">
        {limit === null
          ? `${used} ${used === 1 ? "item" : "items"} this month, no monthly limit`
          : usage?.isGuest && !usage.canUpgrade
            ? "Create a free account for more"
            : "Upgrade to Pro for unlimited items"}
      </span>
    </button>
  );
}
