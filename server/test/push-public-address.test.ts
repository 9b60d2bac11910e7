import { describe, expect, it } from "vitest";
import { isPrivateLiteralHost, isPublicAddress } from "../src/push/public-address";

describe("push endpoints must be at public addresses", () => {
  it.each([
    ["127.0.0.1", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.1.10", false],
    ["169.254.169.254", false], // cloud metadata
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["::1", false],
    ["::", false],
    ["fd00::1", false],
    ["fe80::1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:127.0.0.1", false],
    ["not-an-ip", false],
    ["172.32.0.1", true],
    ["8.8.8.8", true],
    ["142.250.74.46", true],
    ["2001:4860:4860::8888", true],
    ["::ffff:8.8.8.8", true],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it("reads the host out of an endpoint URL", () => {
    expect(isPrivateLiteralHost("https://127.0.0.1:8443/push/x")).toBe(true);
    expect(isPrivateLiteralHost("https://[::1]/push/x")).toBe(true);
    expect(isPrivateLiteralHost("https://[fd12::5]/push/x")).toBe(true);
    expect(isPrivateLiteralHost("not a url")).toBe(true);
    expect(isPrivateLiteralHost("https://fcm.googleapis.com/fcm/send/abc")).toBe(false);
    expect(isPrivateLiteralHost("https://8.8.8.8/push")).toBe(false);
  });
});
