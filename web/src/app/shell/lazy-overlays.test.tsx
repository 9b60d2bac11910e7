import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { health, mockApi, renderScreen } from "../../../test/render";
import { LazySideMenu } from "./lazy-overlays";
import { closeSideMenu, sideMenuStore, toggleSideMenu } from "./side-menu-store";

const member = { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } };
const usage = {
  totalItems: 6,
  limit: 25,
  isPro: false,
  isGuest: false,
  canUpgrade: true,
  remainingText: null,
};

describe("The side menu's mount", () => {
  it("keeps a menu opened before its first effects ran, and a navigation still closes it", async () => {
    mockApi({
      "GET /api/health": health,
      "GET /api/me": member,
      "GET /api/usage": usage,
      "GET /api/goals": { goals: [] },
      "GET /api/tasks": { tasks: [] },
    });
    // a tap between the takeover's commit and its effects (decision 0028): the menu is open
    // before the component that closes it on navigation has run its effects
    act(() => {
      closeSideMenu();
      toggleSideMenu(20_000 + performance.now());
    });
    const { router } = renderScreen(<LazySideMenu />, { path: "*", route: "/today" });
    expect(await screen.findByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    expect(sideMenuStore.get()).toBe(true);
    await act(() => router.navigate("/search"));
    await waitFor(() => expect(sideMenuStore.get()).toBe(false));
  });
});
