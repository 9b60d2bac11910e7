import { useEffect, useState } from "react";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ONBOARDING_SEEN_KEY, onboardingStore } from "../../lib/onboarding-store";
import { ONBOARDING_DELAY_MS, useOnboardingAutoStart } from "./use-onboarding-auto-start";

/** What the test does to the mounted probe: change the total, go to a path. */
const probe = {
  go: (_path: string): void => undefined,
  setTotal: (_total: number | undefined): void => undefined,
};

function Probe() {
  const [total, setTotal] = useState<number | undefined>(undefined);
  useOnboardingAutoStart(total);
  const navigate = useNavigate();
  useEffect(() => {
    probe.setTotal = setTotal;
    probe.go = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

function setup(route: string) {
  const router = createMemoryRouter([{ path: "*", element: <Probe /> }], {
    initialEntries: [route],
  });
  const view = render(<RouterProvider router={router} />);
  const setTotal = (total: number | undefined) => act(() => probe.setTotal(total));
  return { setTotal, unmount: view.unmount };
}

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe("useOnboardingAutoStart", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    onboardingStore.set({ open: false });
  });
  afterEach(() => vi.useRealTimers());

  it("opens 1.5 s after the total goes from 0 to 1 on home", () => {
    const { setTotal } = setup("/");
    setTotal(0);
    setTotal(1);
    wait(ONBOARDING_DELAY_MS - 10);
    expect(onboardingStore.get().open).toBe(false);
    wait(20);
    expect(onboardingStore.get().open).toBe(true);
  });

  it("waits while the person is on Add Thought, and opens once they are home", () => {
    const { setTotal } = setup("/add");
    setTotal(0);
    setTotal(1);
    wait(5_000);
    expect(onboardingStore.get().open).toBe(false);
    act(() => probe.go("/"));
    wait(ONBOARDING_DELAY_MS + 10);
    expect(onboardingStore.get().open).toBe(true);
  });

  it("waits while another dialog is open", () => {
    const { setTotal } = setup("/");
    const sheet = document.createElement("div");
    sheet.setAttribute("role", "dialog");
    document.body.append(sheet);
    setTotal(0);
    setTotal(1);
    wait(5_000);
    expect(onboardingStore.get().open).toBe(false);
    sheet.remove();
    wait(600);
    expect(onboardingStore.get().open).toBe(true);
  });

  it("does not open when seen, when the list loaded with one item, or when the total moved on", () => {
    localStorage.setItem(ONBOARDING_SEEN_KEY, "true");
    const seen = setup("/");
    seen.setTotal(0);
    seen.setTotal(1);
    wait(5_000);
    expect(onboardingStore.get().open).toBe(false);
    seen.unmount();

    localStorage.clear();
    const loaded = setup("/");
    loaded.setTotal(1);
    wait(5_000);
    expect(onboardingStore.get().open).toBe(false);
    loaded.unmount();

    const moved = setup("/");
    moved.setTotal(0);
    moved.setTotal(1);
    moved.setTotal(2);
    wait(5_000);
    expect(onboardingStore.get().open).toBe(false);
  });
});
