import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { billingMessages } from "@firstly/core/contract/billing";
import { health, jsonResponse, mockApi, renderScreen } from "../../../../test/render";
import { SubscriptionScreen } from "./subscription-screen";

const member = { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } };
const trialing = {
  billingEnabled: true,
  plan: "pro",
  status: "trialing",
  currentPeriodEnd: 1_800_000_000,
  trialEnd: 1_800_000_000,
  hasBillingAccount: true,
  price: { amount: 1400, currency: "eur", interval: "month", intervalCount: 1 },
};

describe("SubscriptionScreen", () => {
  it("shows the one plan, Pro's trial, Manage billing, and sends cancelling to support", async () => {
    mockApi({
      "GET /api/me": member,
      "GET /api/health": health,
      "GET /api/billing/subscription": trialing,
    });
    renderScreen(<SubscriptionScreen />, { path: "/subscription", route: "/subscription" });
    expect(await screen.findByText(/You're on Pro: free trial until/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Monthly" })).toBeInTheDocument();
    expect(screen.getByText("12-day free trial")).toBeInTheDocument();
    // the configured Stripe price, formatted with its currency
    expect(screen.getByText("€14.00")).toBeInTheDocument();
    expect(screen.getByText("a month")).toBeInTheDocument();
    expect(
      screen.getByText("Free for the first 12 days, then €14.00 a month."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Manage billing" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Upgrade to Pro" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel subscription" }));
    expect(screen.getByRole("status")).toHaveTextContent(billingMessages.contactSupportToCancel);
    expect(await screen.findByRole("link", { name: /support@example.com/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:support@example.com/),
    );
  });

  it("a free person with billing off is told upgrades are not available here", async () => {
    const { price: _price, ...withoutPrice } = trialing;
    mockApi({
      "GET /api/me": member,
      "GET /api/billing/subscription": {
        ...withoutPrice,
        billingEnabled: false,
        plan: "free",
        status: null,
        trialEnd: null,
        currentPeriodEnd: null,
        hasBillingAccount: false,
      },
    });
    renderScreen(<SubscriptionScreen />, { path: "/subscription", route: "/subscription" });
    expect(await screen.findByText(billingMessages.notConfigured)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upgrade to Pro" })).not.toBeInTheDocument();
    // nothing to sell: no price, no trial, no payment line
    expect(screen.getByRole("main")).not.toHaveTextContent(/a month|free trial|Stripe/);
  });

  it("with billing but Stripe's price unreadable, a free person can upgrade and sees no price", async () => {
    const { price: _price, ...withoutPrice } = trialing;
    mockApi({
      "GET /api/me": member,
      "GET /api/billing/subscription": {
        ...withoutPrice,
        plan: "free",
        status: null,
        trialEnd: null,
        currentPeriodEnd: null,
        hasBillingAccount: false,
      },
    });
    renderScreen(<SubscriptionScreen />, { path: "/subscription", route: "/subscription" });
    expect(await screen.findByRole("button", { name: "Upgrade to Pro" })).toBeEnabled();
    expect(screen.getByText("12-day free trial")).toBeInTheDocument();
    expect(screen.getByRole("main")).not.toHaveTextContent(/a month|€|\$/);
  });

  it("says 'Failed to load subscription data' when the status cannot be read, with Try Again", async () => {
    mockApi({
      "GET /api/me": member,
      "GET /api/billing/subscription": () =>
        jsonResponse(500, { error: { code: "INTERNAL", message: billingMessages.loadFailed } }),
    });
    renderScreen(<SubscriptionScreen />, { path: "/subscription", route: "/subscription" });
    expect(await screen.findByRole("alert")).toHaveTextContent(billingMessages.loadFailed);
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("tells a guest on a server that sells no Pro to create an account, with no trial", async () => {
    mockApi({
      "GET /api/me": { user: { ...member.user, email: null, name: null, isGuest: true } },
      "GET /api/health": health,
      "GET /api/usage": {
        totalItems: 5,
        limit: 5,
        isPro: false,
        isGuest: true,
        canUpgrade: false,
        remainingText: null,
      },
    });
    renderScreen(<SubscriptionScreen />, { path: "/subscription", route: "/subscription" });
    expect(await screen.findByText(/This server sells no Pro plan/)).toBeInTheDocument();
    expect(screen.queryByText("12-day free trial")).not.toBeInTheDocument();
    expect(screen.queryByText(/Firstly Pro|Unlimited items/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeEnabled();
  });
});
