import { describe, expect, it } from "vitest";
import { packNotices } from "../src/realtime/notifier";

describe("the app's notices in as few notifications as fit", () => {
  it("keeps their order and fits each payload under PostgreSQL's 8,000 bytes", () => {
    const notices = Array.from({ length: 500 }, (_, i) =>
      JSON.stringify({ userId: `person-${i}`, event: { kind: "tasks", ids: [`task-${i}`] } }),
    );
    const payloads = packNotices(notices);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(payloads.flatMap((p) => JSON.parse(p) as unknown[])).toEqual(
      notices.map((n) => JSON.parse(n) as unknown),
    );
  });

  it("sends a notice too long to share a payload on its own", () => {
    const long = JSON.stringify({
      userId: "p",
      event: { kind: "tasks", ids: ["x".repeat(7_950)] },
    });
    const short = JSON.stringify({ list: "p" });
    expect(packNotices([short, long, short])).toEqual([`[${short}]`, `[${long}]`, `[${short}]`]);
    expect(packNotices([])).toEqual([]);
  });
});
