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
  it("shows the month's count and limit, explains that billing is off, and closes on Not Now", async () => {
    mockApi({
      "GET /api/usage": atLimit,
      "GET /api/billing/subscription": { ...freePlan, billingEnabled: false },
    });
    const { client } = renderScreen(<LimitDialog />);
    client.setQueryData(queryKeys.me, member);
    act(() => limitDialogStore.set({ open: true, reason: "limit" }));
    expect(
      await screen.findByRole("dialog", { name: "Monthly Item Limit Reached" }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/You've used 25 of 25 items this month\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(await screen.findByRole("status")).toHaveTextContent(billingMessages.notConfigured);
    await userEvent.click(screen.getByRole("button", { name: "Not Now" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(limitDialogStore.get().open).toBe(false);
  });

  it("opens from the Free Trial button as the Pro offer", async () => {
    mockApi({
      "GET /api/usage": {
        totalItems: 6,
        limit: 25,
        isPro: false,
        isGuest: false,
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
});
