import { describe, expect, it } from "vitest";
import { pushMessages } from "@firstly/core/contract/push";
import { applicationServerKeyBytes } from "./browser-push";
import { pushBlocker, pushDescription, testBlocker, type PushSituation } from "./push-state";

const ready: PushSituation = {
  isGuest: false,
  isSupported: true,
  publicKey: "BKey",
  permission: "default",
  isOn: false,
};

describe("pushBlocker", () => {
  it.each<[string, Partial<PushSituation>, string | null]>([
    ["a guest", { isGuest: true, isSupported: false }, pushMessages.signInRequired],
    ["no Push API", { isSupported: false, publicKey: null }, pushMessages.notSupported],
    ["no server key", { publicKey: null }, pushMessages.noPublicKey],
    ["notifications denied", { permission: "denied" }, pushMessages.denied],
    ["key still loading", { publicKey: undefined }, null],
    ["ready", {}, null],
  ])("%s", (_label, change, expected) => {
    expect(pushBlocker({ ...ready, ...change })).toBe(expected);
  });

  it("advises checking browser settings when notifications are denied", () => {
    expect(pushMessages.denied).toMatch(/browser settings/);
  });
});

describe("pushDescription and testBlocker", () => {
  it("say whether push is on for this browser", () => {
    expect(pushDescription(ready)).toMatch(/^Get a notification/);
    expect(pushDescription({ ...ready, isOn: true })).toMatch(/^On for this browser/);
  });

  it("ask to enable first, then for permission", () => {
    expect(testBlocker(ready)).toBe(pushMessages.enableFirst);
    expect(testBlocker({ ...ready, isOn: true })).toBe(pushMessages.notPermitted);
    expect(testBlocker({ ...ready, isOn: true, permission: "granted" })).toBeNull();
  });
});

describe("applicationServerKeyBytes", () => {
  it("decodes base64url without padding", () => {
    expect([...applicationServerKeyBytes("BP8-_w")]).toEqual([4, 255, 62, 255]);
  });
});
