import { act, screen, waitFor, within } from "@testing-library/react";
import { useEffect, useRef } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { GoalAssessment } from "@firstly/core/contract/task";
import { makeGoal, makeTask } from "../../../test/fixtures";
import { health, mockApi, renderScreen } from "../../../test/render";
import { LazySideMenu } from "./lazy-overlays";
import { SideMenu } from "./side-menu";
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

/** a signed-in member on the free plan with no goals or thoughts */
const memberWithNothingYet = {
  "GET /api/health": health,
  "GET /api/me": member,
  "GET /api/usage": usage,
  "GET /api/goals": { goals: [] },
  "GET /api/tasks": { tasks: [] },
};

function fit(score: number): GoalAssessment {
  return {
    goalType: "subtask",
    score,
    basicScore: null,
    fits: score <= 4000,
    confidence: 1,
    reasoning: "",
    engine: "builtin",
    scoredAt: "",
  };
}

function open() {
  act(() => {
    closeSideMenu();
    toggleSideMenu(10_000 + performance.now());
  });
}

describe("Side menu", () => {
  it("shows the entries, the Free plan counter and the empty subtask text", async () => {
    mockApi(memberWithNothingYet);
    renderScreen(<SideMenu />);
    open();
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    for (const name of ["Subtasks", "Search", "Completed", "Analytics", "Help", "Settings"]) {
      expect(within(menu).getByRole("link", { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(within(menu).getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search");
    expect(await within(menu).findByText("6/25 used")).toBeInTheDocument();
    expect(await within(menu).findByText("No subtasks created yet.")).toBeInTheDocument();
    expect(within(menu).queryByRole("button", { name: "Sign Up" })).not.toBeInTheDocument();
  });

  it("lists active subtasks with their count of active, fitting tasks; Pro shows Unlimited", async () => {
    const sub = makeGoal({ id: "s1", type: "subtask", name: "Hire a designer" });
    const done = makeGoal({ id: "s2", type: "subtask", name: "Old one", status: "completed" });
    const tasks = [
      makeTask({ id: "a", goalAssessments: { s1: fit(1200) } }),
      makeTask({ id: "b", goalAssessments: { s1: fit(4001) } }),
      makeTask({ id: "c", status: "completed", goalAssessments: { s1: fit(10) } }),
    ];
    mockApi({
      "GET /api/health": health,
      "GET /api/me": member,
      "GET /api/usage": { ...usage, isPro: true, limit: null },
      "GET /api/goals": { goals: [sub, done] },
      "GET /api/tasks": { tasks },
    });
    renderScreen(<SideMenu />);
    open();
    const link = await screen.findByRole("link", { name: /Hire a designer/ });
    expect(within(link).getByLabelText("1 active tasks")).toBeInTheDocument();
    expect(screen.queryByText("Old one")).not.toBeInTheDocument();
    expect(await screen.findByText("Unlimited")).toBeInTheDocument();
  });

  it("ignores a second toggle within 50 ms", () => {
    act(() => closeSideMenu());
    const t = 50_000 + performance.now();
    toggleSideMenu(t);
    toggleSideMenu(t + 49);
    mockApi({ "GET /api/me": member });
    renderScreen(<SideMenu />);
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    act(() => closeSideMenu());
  });

  it("gives focus back to the button that opened it when it closes", async () => {
    mockApi(memberWithNothingYet);
    renderScreen(
      <>
        <button type="button" onClick={() => toggleSideMenu(100_000 + performance.now())}>
          Open menu
        </button>
        <SideMenu />
      </>,
    );
    act(() => closeSideMenu());
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Open menu" });
    await user.click(button);
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });
});

/** A screen a menu entry opens, which puts the caret in its own field once the menu is closed. */
function ScreenWithField() {
  const open = sideMenuStore.use((o) => o);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) field.current?.focus();
  }, [open]);
  return <input ref={field} aria-label="Search field" />;
}

describe("The side menu's focus", () => {
  it("leaves focus where a screen opened from the menu put it", async () => {
    mockApi(memberWithNothingYet);
    renderScreen(
      <>
        <button type="button" onClick={() => toggleSideMenu(200_000 + performance.now())}>
          Open menu
        </button>
        <SideMenu />
        <ScreenWithField />
      </>,
    );
    act(() => closeSideMenu());
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    act(() => closeSideMenu());
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    // the dialog's own return of focus comes a task after it is gone
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("textbox", { name: "Search field" })).toHaveFocus();
  });
});

describe("The side menu's mount", () => {
  it("keeps a menu opened before its first effects ran, and a navigation still closes it", async () => {
    mockApi(memberWithNothingYet);
    // a tap between the takeover's commit and its effects (decision 0028): the menu is open
    // before the component that closes it on navigation has run its effects
    act(() => sideMenuStore.set(true));
    const { router } = renderScreen(<LazySideMenu />, { path: "*", route: "/today" });
    expect(await screen.findByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    expect(sideMenuStore.get()).toBe(true);
    await act(() => router.navigate("/search"));
    await waitFor(() => expect(sideMenuStore.get()).toBe(false));
  });
});
