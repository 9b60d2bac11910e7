import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";
import { prefetchFirstScreen } from "./prefetch-first-screen";
import { mockApi } from "../../test/render";

afterEach(() => vi.unstubAllGlobals());

const requested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input as string, "http://localhost").pathname)
    .sort();

describe("the first screen's requests", () => {
  it("asks for thoughts, goals, settings and usage at once as soon as the session is known", async () => {
    const fetchMock = mockApi({
      "GET /api/me": { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } },
      "GET /api/tasks": { tasks: [] },
      "GET /api/goals": { goals: [] },
      "GET /api/usage": { totalItems: 0, limit: 100, isPro: false },
    });
    const client = createQueryClient();
    prefetchFirstScreen(client);
    await vi.waitFor(() =>
      expect(requested(fetchMock)).toEqual([
        "/api/goals",
        "/api/me",
        "/api/settings",
        "/api/tasks",
        "/api/usage",
      ]),
    );
    // what arrived is in the cache, so the screens' first render has it
    await vi.waitFor(() => expect(client.getQueryData(["tasks"])).toEqual([]));
  });

  it("asks for nothing else while nobody is signed in (the guest start comes first)", async () => {
    const fetchMock = mockApi({ "GET /api/me": { user: null } });
    prefetchFirstScreen(createQueryClient());
    await vi.waitFor(() => expect(requested(fetchMock)).toEqual(["/api/me"]));
    await new Promise((r) => setTimeout(r, 50));
    expect(requested(fetchMock)).toEqual(["/api/me"]);
  });
});
