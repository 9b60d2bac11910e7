import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { billingMessages } from "@firstly/core/contract/billing";
import { authSheetStore } from "../lib/auth-sheet-store";
import { limitDialogStore, openUpgradeDialog } from "../lib/limit-prompt";
import { queryKeys } from "../lib/query-keys";
import { jsonResponse, mockApi, renderScreen } from "../../test/render";
import { LimitDialog } from "./limit-dialog";

const atLimit = {
  totalItems: 25,
  limit: 25,
  isPro: false,
  isGuest: false,
  canUpgrade: true,
  remainingText: "0 tasks remaining this month",
};
const freePlan = {
  billingEnabled: true,
  plan: "free",
  status: null,
  currentPeriodEnd: null,
  trialEnd: null,
  hasBillingAccount: false,
};
const member = { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } };

describe("LimitDialog", () => {
  it("with billing off, shows the month's count, offers no upgrade and closes", async () => {
    mockApi({
      "GET /api/me": member,
      "GET /api/usage": atLimit,
      "GET /api/billing/subscription": { ...freePlan, billingEnabled: false },
    });
    renderScreen(<LimitDialog />);
    act(() => limitDialogStore.set({ open: true, reason: "limit" }));
    const dialog = await screen.findByRole("dialog", { name: "Monthly Item Limit Reached" });
    expect(await screen.findByText(/You've used 25 of 25 items this month\./)).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(billingMessages.notConfigured))).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/a month|Upgrade to Pro/);
    expect(screen.queryByRole("button", { name: "Upgrade to Pro" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Not Now" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(limitDialogStore.get().open).toBe(false);
  });

  it("with billing, offers Pro at the configured Stripe price", async () => {
    mockApi({
      "GET /api/me": member,
      "GET /api/usage": atLimit,
      "GET /api/billing/subscription": {
        ...freePlan,
        price: { amount: 1400, currency: "eur", interval: "month", intervalCount: 1 },
      },
    });
    renderScreen(<LimitDialog />);
    act(() => limitDialogStore.set({ open: true, reason: "limit" }));
    expect(
      await screen.findByText(
        /Upgrade to Pro for unlimited thoughts and goals: €14\.00 a month, with a 12-day free trial\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Not Now" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upgrade to Pro" })).toBeEnabled();
  });

  it("with billing but no price from Stripe, offers Pro without making one up", async () => {
    mockApi({
      "GET /api/me": member,
      "GET /api/usage": atLimit,
      "GET /api/billing/subscription": freePlan,
    });
    renderScreen(<LimitDialog />);
    act(() => limitDialogStore.set({ open: true, reason: "limit" }));
    expect(
      await screen.findByText(
        /Upgrade to Pro for unlimited thoughts and goals, with a 12-day free trial\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog")).not.toHaveTextContent(/\d+(\.\d+)? a month/);
    expect(screen.getByRole("button", { name: "Upgrade to Pro" })).toBeEnabled();
  });

  it("opens from the Free Trial button as the Pro offer", async () => {
    mockApi({
      "GET /api/usage": {
        totalItems: 6,
        limit: 25,
        isPro: false,
        isGuest: false,
        canUpgrade: true,
        remainingText: "4 tasks remaining this month",
      },
    });
    renderScreen(<LimitDialog />);
    act(() => openUpgradeDialog());
    expect(await screen.findByRole("dialog", { name: "Firstly Pro" })).toBeInTheDocument();
    expect(
      await screen.findByText(/You've used 6 of 25 free items this month\./),
    ).toBeInTheDocument();
  });

  it("says 'Failed to create checkout session' when the server cannot start a checkout", async () => {
    const fetchMock = mockApi({
      "GET /api/usage": atLimit,
      "GET /api/billing/subscription": freePlan,
      "POST /api/billing/checkout": () =>
        jsonResponse(503, {
          error: { code: "SERVICE_UNAVAILABLE", message: billingMessages.checkoutFailed },
        }),
    });
    const { client } = renderScreen(<LimitDialog />);
    client.setQueryData(queryKeys.me, member);
    act(() => limitDialogStore.set({ open: true, reason: "limit" }));
    await userEvent.click(await screen.findByRole("button", { name: "Upgrade to Pro" }));
    expect(await screen.findByRole("status")).toHaveTextContent(billingMessages.checkoutFailed);
    expect(fetchMock).toHaveBeenCalledWith("/api/billing/checkout", expect.anything());
  });

  it("asks a guest to sign up before upgrading", async () => {
    mockApi({ "GET /api/usage": { ...atLimit, isGuest: true, limit: 5, totalItems: 5 } });
    const { client } = renderScreen(<LimitDialog />);
    client.setQueryData(queryKeys.me, { user: { ...member.user, isGuest: true } });
    act(() => openUpgradeDialog());
    await userEvent.click(await screen.findByRole("button", { name: "Upgrade to Pro" }));
    expect(authSheetStore.get()).toMatchObject({ open: true, mode: "signup" });
    expect(limitDialogStore.get().open).toBe(false);
  });

  it("offers a guest an account, not Pro, on a server that sells no Pro", async () => {
    mockApi({
      "GET /api/usage": { ...atLimit, isGuest: true, limit: 5, totalItems: 5, canUpgrade: false },
    });
    const { client } = renderScreen(<LimitDialog />);
    client.setQueryData(queryKeys.me, { user: { ...member.user, isGuest: true } });
    act(() => limitDialogStore.set({ open: true, reason: "limit" }));
    const dialog = await screen.findByRole("dialog", { name: "Monthly Item Limit Reached" });
    expect(await screen.findByText(/Create a free account to keep going/)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/Pro|trial/);
    act(() => limitDialogStore.set({ open: false, reason: "limit" }));
    act(() => openUpgradeDialog());
    const offer = await screen.findByRole("dialog", { name: "A free account" });
    expect(offer).not.toHaveTextContent(/Pro|trial/);
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(authSheetStore.get()).toMatchObject({ open: true, mode: "signup" });
    expect(limitDialogStore.get().open).toBe(false);
  });
});
