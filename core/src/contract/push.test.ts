import { describe, expect, it } from "vitest";
import {
  base64UrlByteLength,
  PushSubscriptionInput,
  pushMessages,
  taskReturnNotification,
} from "./push";

// a real browser subscription's shape: 65-byte uncompressed P-256 point, 16-byte auth secret
const p256dh = `B${"A".repeat(86)}`;
const auth = "A".repeat(22);
const valid = { endpoint: "https://push.example.com/send/abc", keys: { p256dh, auth } };

function firstError(input: unknown): string | undefined {
  const result = PushSubscriptionInput.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("base64UrlByteLength", () => {
  it.each([
    ["", 0],
    ["AA", 1],
    ["AAA", 2],
    ["AAAA", 3],
    ["AA==", 1],
    ["A", null],
    ["AAAAA", null],
    ["AA+A", null],
    ["AA/A", null],
    ["AA A", null],
  ])("%j → %j", (value, bytes) => {
    expect(base64UrlByteLength(value)).toBe(bytes);
  });
});

describe("PushSubscriptionInput", () => {
  it("accepts a browser subscription (padded keys too)", () => {
    expect(firstError(valid)).toBeUndefined();
    expect(firstError({ ...valid, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } })).toBe(
      undefined,
    );
  });

  it.each([
    "http://push.example.com/send/abc",
    "ftp://push.example.com/x",
    "https://user:pass@push.example.com/x",
    "not a url",
    `https://push.example.com/${"a".repeat(2048)}`,
  ])("refuses the endpoint %s", (endpoint) => {
    expect(firstError({ ...valid, endpoint })).toBe(pushMessages.endpointNotHttps);
  });

  it.each([
    ["p256dh one byte short", { p256dh: `B${"A".repeat(85)}`, auth }],
    ["p256dh not an uncompressed point", { p256dh: `C${"A".repeat(86)}`, auth }],
    ["p256dh standard base64", { p256dh: `B${"+".repeat(86)}`, auth }],
    ["auth 15 bytes", { p256dh, auth: "A".repeat(20) }],
    ["auth 17 bytes", { p256dh, auth: "A".repeat(23) }],
  ])("refuses keys: %s", (_label, keys) => {
    expect(firstError({ ...valid, keys })).toBe(pushMessages.keysInvalid);
  });

  it("refuses missing keys", () => {
    expect(firstError({ endpoint: valid.endpoint })).toBe(pushMessages.keysInvalid);
  });
});

describe("taskReturnNotification", () => {
  it("names a delayed thought by its title and opens it", () => {
    expect(
      taskReturnNotification({ id: "t-1", title: "Gym", text: "Book", isScheduled: false }),
    ).toEqual({ title: "A delayed thought is back", body: "Gym", data: { url: "/tasks/t-1" } });
  });

  it("uses the first line without a title, says 'due' for a schedule", () => {
    const n = taskReturnNotification({
      id: "t 2",
      title: "  ",
      text: "Call Sam\nabout the report",
      isScheduled: true,
    });
    expect(n).toEqual({
      title: "A scheduled thought is due",
      body: "Call Sam",
      data: { url: "/tasks/t%202" },
    });
  });

  it("cuts a long line at a word (120 characters at most) and never sends an empty body", () => {
    const long = `${"word ".repeat(40)}end`;
    const body = taskReturnNotification({
      id: "x",
      title: null,
      text: long,
      isScheduled: false,
    }).body;
    expect(body.length).toBeLessThanOrEqual(121);
    expect(body.endsWith("word…")).toBe(true);
    expect(
      taskReturnNotification({ id: "x", title: null, text: "", isScheduled: false }).body,
    ).toBe("Open Firstly to see it.");
  });
});
