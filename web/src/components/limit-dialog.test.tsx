import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { limitDialogStore, openUpgradeDialog } from "../lib/limit-prompt";
import { mockApi, renderScreen } from "../../test/render";
import { LimitDialog } from "./limit-dialog";

describe("LimitDialog", () => {
  it("shows the month's count and limit, explains that billing is off, and closes on Not Now", async () => {
    mockApi({
      "GET /api/usage": {
        totalItems: 25,
        limit: 25,
        isPro: false,
        isGuest: false,
        remainingText: "0 tasks remaining this month",
      },
    });
    renderScreen(<LimitDialog />);
    act(() => limitDialogStore.set({ open: true, reason: "limit" }));
    expect(
      await screen.findByRole("dialog", { name: "Monthly Item Limit Reached" }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/You've used 25 of 25 items this month\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(screen.getByRole("status")).toHaveTextContent("billing is not configured");
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
});
