import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import { seedFirstScreen } from "./seed-first-screen";
import { makeTask } from "../../test/fixtures";

function pageWith(data: unknown): Document {
  const doc = document.implementation.createHTMLDocument("Firstly");
  const script = doc.createElement("script");
  script.id = "first-screen";
  script.type = "application/json";
  script.textContent = JSON.stringify(data);
  doc.head.append(script);
  return doc;
}

const task = makeTask({ id: "t1", text: "Long run on Sunday" });

describe("the first screen inside index.html", () => {
  it("goes into the query cache before anything renders, and is read only once", () => {
    const client = createQueryClient();
    const doc = pageWith({
      me: { user: { id: "u1", email: "ada@example.com", name: "Ada", isGuest: false } },
      listTasks: { tasks: [task] },
    });
    expect(seedFirstScreen(client, doc)).toBe(true);
    expect(client.getQueryData(["me"])).toMatchObject({ user: { id: "u1" } });
    expect(client.getQueryData(["tasks"])).toEqual([task]);
    expect(doc.getElementById("first-screen")).toBeNull();
    expect(seedFirstScreen(client, doc)).toBe(false);
  });

  it("seeds the status, what guest sign-ins left to say and, on Settings, what its sections show", () => {
    const client = createQueryClient();
    const health = { status: "ok", version: "1" };
    const account = { email: "ada@example.com", hasPassword: true };
    const guestArrival = { waiting: 0, room: null, completedGoal: null };
    const pushStatus = { publicKey: null, endpoint: null };
    const listAccessTokens = { tokens: [] };
    const calendarFeed = { active: false, createdAt: null, url: null };
    seedFirstScreen(
      client,
      pageWith({
        health,
        accountInfo: account,
        guestArrival,
        pushStatus,
        listAccessTokens,
        calendarFeed,
      }),
    );
    // Settings' own sections, where their queries keep them
    expect(client.getQueryData(["settings", "push"])).toEqual(pushStatus);
    expect(client.getQueryData(["access-tokens"])).toEqual(listAccessTokens);
    expect(client.getQueryData(["calendar-feed"])).toEqual(calendarFeed);
    expect(client.getQueryData(["health"])).toEqual(health);
    expect(client.getQueryData(["account"])).toEqual(account);
    expect(client.getQueryData(["guest-arrival"])).toEqual(guestArrival);
  });

  it("is nothing at all on a page without it", () => {
    expect(seedFirstScreen(createQueryClient(), pageWith(null))).toBe(false);
    const empty = document.implementation.createHTMLDocument("Firstly");
    expect(seedFirstScreen(createQueryClient(), empty)).toBe(false);
  });
});
