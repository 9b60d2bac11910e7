import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { settings } from "../../../test/fixtures";
import { health, jsonResponse, mockApi, renderScreen } from "../../../test/render";
import { SettingsPanel } from "./settings-panel";

type MeBody = { user: { id: string; email: string | null; name: string | null; isGuest: boolean } };

const member: MeBody = {
  user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false },
};
const guest: MeBody = { user: { id: "g1", email: null, name: null, isGuest: true } };

/** Stubs the API; PATCH /api/settings answers like the server: the stored settings, merged. */
function render(me = member, extra: Record<string, unknown> = {}, { failSave = false } = {}) {
  const fetchMock = mockApi({
    "GET /api/me": me,
    "GET /api/health": health,
    "GET /api/settings": settings,
    "GET /api/tokens": { tokens: [] },
    "GET /api/calendar/feed": { active: false, createdAt: null, url: null },
    ...extra,
  });
  const base = fetchMock.getMockImplementation()!;
  let stored: Record<string, unknown> = { ...settings };
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method !== "PATCH") return base(input, init);
    if (failSave) return jsonResponse(500, { error: { code: "INTERNAL", message: "Nope" } });
    stored = { ...stored, ...(JSON.parse(init.body as string) as Record<string, unknown>) };
    return jsonResponse(200, stored);
  });
  renderScreen(<SettingsPanel />, { path: "/settings", route: "/settings" });
  return fetchMock;
}

const patches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);

describe("Settings", () => {
  it("saves the display mode at once", async () => {
    const user = userEvent.setup();
    const fetchMock = render();
    await screen.findByRole("radio", { name: /Focused/, checked: true });
    const relaxed = screen.getByRole("radio", { name: /Relaxed/ });
    await user.click(relaxed);
    expect(await screen.findByRole("radio", { name: /Relaxed/, checked: true })).toBe(relaxed);
    expect(patches(fetchMock)).toEqual([{ displayMode: "relaxed" }]);
  });

  it("rolls back a failed save", async () => {
    const user = userEvent.setup();
    render(member, {}, { failSave: true });
    const ai = await screen.findByRole("switch", { name: "AI enhancement" });
    await screen.findByRole("radio", { name: /Focused/, checked: true });
    expect(ai).toBeChecked();
    await user.click(ai);
    await screen.findByRole("switch", { name: "AI enhancement", checked: true });
  });

  it("keeps the delay within its unit's limits and saves valid values", async () => {
    const user = userEvent.setup();
    const fetchMock = render();
    const amount = await screen.findByLabelText("Delay amount");
    expect(amount).toHaveValue("1");
    await user.clear(amount);
    await user.type(amount, "60");
    expect(screen.getByRole("alert")).toHaveTextContent("Delay must be between 0 and 59 minutes");
    await new Promise((r) => setTimeout(r, 600));
    expect(patches(fetchMock)).toEqual([]);

    await user.selectOptions(screen.getByLabelText("Delay unit"), "hours");
    expect(amount).toHaveValue("23");
    expect(patches(fetchMock)).toEqual([{ customDelay: { amount: 23, unit: "hours" } }]);

    await user.selectOptions(screen.getByLabelText("Delay unit"), "days");
    await user.clear(amount);
    await user.type(amount, "365");
    await screen.findByText("Delayed tasks come back after 365 days.");
    await new Promise((r) => setTimeout(r, 600));
    expect(patches(fetchMock).at(-1)).toEqual({ customDelay: { amount: 365, unit: "days" } });
  });

  it("draws a screenful of sections first and the ones below it after that frame", async () => {
    render();
    // the first render: the top sections, not the last one
    expect(screen.getByRole("switch", { name: "AI enhancement" })).toBeInTheDocument();
    expect(screen.queryByText("Import your list")).not.toBeInTheDocument();
    expect(await screen.findByText("Import your list")).toBeInTheDocument();
  });

  it("adds the sections below the first screenful one at a time", async () => {
    // each section after the first screenful is its own commit (and frame): drawn together they
    // were one long task on a slow phone (issue 30)
    const counts: number[] = [];
    const count = () => document.querySelectorAll("[data-settings-section]").length;
    const observer = new MutationObserver(() => {
      if (counts.at(-1) !== count()) counts.push(count());
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      render();
      counts.push(count());
      await screen.findByText("Import your list");
    } finally {
      observer.disconnect();
    }
    const total = count();
    expect(total).toBeGreaterThan(6);
    expect(counts.filter((n) => n >= 4)).toEqual(
      Array.from({ length: total - 3 }, (_, i) => i + 4),
    );
  });

  it("scrolls to the section the address names once every section is drawn", async () => {
    const scrolled: string[] = [];
    // jsdom has no scrollIntoView: the test gives one and takes it away after
    const original = Object.getOwnPropertyDescriptor(Element.prototype, "scrollIntoView");
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      mockApi({
        "GET /api/me": member,
        "GET /api/health": health,
        "GET /api/settings": settings,
        "GET /api/tokens": { tokens: [] },
        "GET /api/calendar/feed": { active: false, createdAt: null, url: null },
      });
      // where a fresh Google sign-in to delete the account comes back (account-api.ts)
      renderScreen(<SettingsPanel />, {
        path: "/settings",
        route: "/settings#settings-delete-account",
      });
      await screen.findByText("Import your list");
      await waitFor(() => expect(scrolled).toContain("settings-delete-account"));
    } finally {
      if (original) Object.defineProperty(Element.prototype, "scrollIntoView", original);
      else Reflect.deleteProperty(Element.prototype, "scrollIntoView");
    }
  });

  it("shows which engine ranks the list", async () => {
    render(member, {
      "GET /api/health": {
        ...health,
        ai: { engine: "openai-compatible", model: "gpt-4o-mini", ok: true },
      },
    });
    expect(await screen.findByText("OpenAI-compatible · gpt-4o-mini")).toBeInTheDocument();
  });

  it("filters cards by the search; a guest's search finds no account card", async () => {
    const user = userEvent.setup();
    render();
    expect(await screen.findByText("ada@example.com")).toBeInTheDocument();
    const search = screen.getByPlaceholderText("Ask AI to find settings...");
    await user.type(search, "email");
    expect(screen.getByRole("status")).toHaveTextContent("Found 1 relevant setting(s)");
    expect(screen.queryByRole("heading", { name: "Display mode" })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "zebra");
    expect(screen.getByRole("status")).toHaveTextContent("No settings found for your query");
  });

  it("offers a guest Sign In and Sign Up, which the search does not find", async () => {
    const user = userEvent.setup();
    render(guest);
    expect(await screen.findByRole("button", { name: "Sign Up" })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText("Ask AI to find settings..."), "email");
    expect(screen.getByRole("status")).toHaveTextContent("No settings found for your query");
    expect(screen.queryByRole("button", { name: "Sign Up" })).not.toBeInTheDocument();
  });
});
