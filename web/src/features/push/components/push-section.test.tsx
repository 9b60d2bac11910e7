import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pushMessages } from "@firstly/core/contract/push";
import { jsonResponse, mockApi, renderScreen } from "../../../../test/render";
import { PushSection } from "./push-section";

const KEY = `B${"A".repeat(86)}`;
const ENDPOINT = "https://push.example.com/send/1";

/** The browser's Push API (not our code): a registration whose pushManager hands out one subscription. */
function stubBrowserPush(permission: NotificationPermission, answer: NotificationPermission) {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: KEY, auth: "A".repeat(22) } }),
    unsubscribe,
  } as unknown as PushSubscription;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: vi.fn(async () => (current = subscription)),
    },
  };
  vi.stubGlobal("PushManager", function PushManager() {});
  vi.stubGlobal(
    "Notification",
    Object.assign(function Notification() {}, {
      permission,
      requestPermission: vi.fn(async () => answer),
    }),
  );
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { registration, unsubscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("PushSection", () => {
  it("asks guests to sign in, with the switch off", () => {
    mockApi({});
    renderScreen(<PushSection isGuest />);
    expect(screen.getByText(pushMessages.signInRequired)).toBeVisible();
    expect(screen.getByRole("switch", { name: "Push notifications" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Send test notification" })).toBeNull();
  });

  it("says push is not supported without the Push API", async () => {
    mockApi({ "GET /api/push": { publicKey: KEY, endpoint: null } });
    renderScreen(<PushSection isGuest={false} />);
    expect(await screen.findByText(pushMessages.notSupported)).toBeVisible();
  });

  it("says the key is missing when the server has none", async () => {
    stubBrowserPush("default", "granted");
    mockApi({ "GET /api/push": { publicKey: null, endpoint: null } });
    renderScreen(<PushSection isGuest={false} />);
    expect(await screen.findByText(pushMessages.noPublicKey)).toBeVisible();
    expect(screen.getByRole("switch", { name: "Push notifications" })).toBeDisabled();
  });

  it("asks to enable first before a test, then subscribes and saves", async () => {
    const user = userEvent.setup();
    const { registration } = stubBrowserPush("default", "granted");
    const fetchMock = mockApi({
      "GET /api/push": { publicKey: KEY, endpoint: null },
      "PUT /api/push/subscription": { publicKey: KEY, endpoint: ENDPOINT },
    });
    renderScreen(<PushSection isGuest={false} />);
    await user.click(await screen.findByRole("button", { name: "Send test notification" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(pushMessages.enableFirst);

    await user.click(screen.getByRole("switch", { name: "Push notifications" }));
    await screen.findByRole("switch", { name: "Push notifications", checked: true });
    expect(registration.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: KEY, auth: "A".repeat(22) },
    });
  });

  it("advises checking browser settings when notifications are denied", async () => {
    const user = userEvent.setup();
    stubBrowserPush("default", "denied");
    mockApi({ "GET /api/push": { publicKey: KEY, endpoint: null } });
    renderScreen(<PushSection isGuest={false} />);
    await user.click(await screen.findByRole("switch", { name: "Push notifications" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(pushMessages.denied);
  });

  it("shows 'Failed to save push subscription: …' and lets go of the browser's subscription", async () => {
    const user = userEvent.setup();
    const { unsubscribe } = stubBrowserPush("granted", "granted");
    mockApi({
      "GET /api/push": { publicKey: KEY, endpoint: null },
      "PUT /api/push/subscription": () =>
        jsonResponse(400, { error: { code: "VALIDATION", message: "Nope" } }),
    });
    renderScreen(<PushSection isGuest={false} />);
    await user.click(await screen.findByRole("switch", { name: "Push notifications" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to save push subscription: Nope",
    );
    expect(unsubscribe).toHaveBeenCalled();
    expect(screen.getByRole("switch", { name: "Push notifications" })).not.toBeChecked();
  });

  it("shows the server's error when the test send fails", async () => {
    const user = userEvent.setup();
    const { registration } = stubBrowserPush("granted", "granted");
    await registration.pushManager.subscribe();
    const failure = `${pushMessages.testFailed}: the push service answered 500`;
    mockApi({
      "GET /api/push": { publicKey: KEY, endpoint: ENDPOINT },
      "POST /api/push/test": () =>
        jsonResponse(502, { error: { code: "UPSTREAM_FAILED", message: failure } }),
    });
    renderScreen(<PushSection isGuest={false} />);
    await screen.findByRole("switch", { name: "Push notifications", checked: true });
    await user.click(screen.getByRole("button", { name: "Send test notification" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(failure);
  });
});
