import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

/** The share target without the installed app's worker: the shared words go to Add Thought. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const share = (body: FormData | URLSearchParams | string, headers: Record<string, string> = {}) =>
  t.app.request("/share", {
    method: "POST",
    body,
    headers: { origin: "https://elsewhere.example", ...headers },
  });

describe("POST /share", () => {
  it("hands title, text and link to Add Thought in the address and stores nothing", async () => {
    const form = new FormData();
    form.set("title", "Worth reading");
    form.set("text", "How to plan a week\nline two");
    form.set("url", "https://example.com/plan?a=1&b=2");
    form.set(
      "picture",
      new File([new Uint8Array([0xff, 0xd8, 0xff])], "p.jpg", { type: "image/jpeg" }),
    );
    const res = await share(form);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location") ?? "", "http://x");
    expect(location.pathname).toBe("/add");
    expect(location.searchParams.get("title")).toBe("Worth reading");
    expect(location.searchParams.get("text")).toBe("How to plan a week\nline two");
    expect(location.searchParams.get("url")).toBe("https://example.com/plan?a=1&b=2");
    expect(location.searchParams.has("picture")).toBe(false);
  });

  it("opens an empty Add Thought for a body that is not a form, and strips NUL bytes", async () => {
    const res = await share("not a form", { "content-type": "text/plain" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/add");

    const form = new URLSearchParams({ text: "a\0b", title: "   " });
    const withNul = await share(form);
    const location = new URL(withNul.headers.get("location") ?? "", "http://x");
    expect(location.searchParams.get("text")).toBe("ab");
    expect(location.searchParams.has("title")).toBe(false);
  });

  it("keeps the address short: each field is cut to 2,000 characters", async () => {
    const res = await share(new URLSearchParams({ text: "x".repeat(10_000) }));
    const location = new URL(res.headers.get("location") ?? "", "http://x");
    expect(location.searchParams.get("text")).toHaveLength(2_000);
  });
});
