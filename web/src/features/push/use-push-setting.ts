import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { PushStatus } from "@firstly/core/contract/push";
import {
  pushMessages,
  pushRemoveFailedMessage,
  pushSaveFailedMessage,
} from "@firstly/core/contract/push-messages";
import { errorMessage } from "../../lib/api-error";
import { removePushSubscription, savePushSubscription, sendTestPush } from "./api/push-calls";
import { pushStatusKey, usePushStatus } from "./api/push-status";
import {
  currentBrowserSubscription,
  isPushSupported,
  notificationPermission,
  subscribeBrowser,
} from "./browser-push";
import { testBlocker, type PushSituation } from "./push-state";

export type PushNotice = { kind: "error" | "success"; text: string } | null;

/**
 * The push switch for this browser: on when this browser holds a subscription and the server keeps
 * the same endpoint. Enabling asks for permission, subscribes with the server's key and saves;
 * disabling forgets it on the server, then in the browser.
 */
export function usePushSetting(isGuest: boolean) {
  const client = useQueryClient();
  const isSupported = isPushSupported();
  const status = usePushStatus(!isGuest);
  const [permission, setPermission] = useState(notificationPermission);
  const [browserEndpoint, setBrowserEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState<"switch" | "test" | null>(null);
  const [notice, setNotice] = useState<PushNotice>(null);

  useEffect(() => {
    if (isGuest || !isSupported) return;
    let live = true;
    void currentBrowserSubscription()
      .then((s) => live && setBrowserEndpoint(s?.endpoint ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [isGuest, isSupported]);

  const situation: PushSituation = {
    isGuest,
    isSupported,
    publicKey: isGuest ? undefined : status.data?.publicKey,
    permission,
    isOn: browserEndpoint !== null && status.data?.endpoint === browserEndpoint,
  };

  const setStatus = (next: PushStatus) => client.setQueryData(pushStatusKey, next);

  const enable = async () => {
    const publicKey = status.data?.publicKey;
    if (!publicKey) return setNotice({ kind: "error", text: pushMessages.noPublicKey });
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer === "denied") return setNotice({ kind: "error", text: pushMessages.denied });
    if (answer !== "granted") return setNotice({ kind: "error", text: pushMessages.notPermitted });
    let subscription: PushSubscription;
    try {
      subscription = await subscribeBrowser(publicKey);
    } catch (error) {
      return setNotice({
        kind: "error",
        text: pushSaveFailedMessage(errorMessage(error, pushMessages.notSupported)),
      });
    }
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth)
      return setNotice({ kind: "error", text: pushMessages.noKeys });
    try {
      setStatus(
        await savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
      );
      setBrowserEndpoint(endpoint);
      setNotice(null);
    } catch (error) {
      // the server does not know it: do not leave a subscription nobody sends to
      await subscription.unsubscribe().catch(() => false);
      setBrowserEndpoint(null);
      setNotice({
        kind: "error",
        text: pushSaveFailedMessage(errorMessage(error, "Unknown error")),
      });
    }
  };

  const disable = async () => {
    const subscription = await currentBrowserSubscription().catch(() => null);
    const endpoint = subscription?.endpoint ?? browserEndpoint;
    try {
      if (endpoint) setStatus(await removePushSubscription(endpoint));
    } catch (error) {
      return setNotice({
        kind: "error",
        text: pushRemoveFailedMessage(errorMessage(error, "Unknown error")),
      });
    }
    await subscription?.unsubscribe().catch(() => false);
    setBrowserEndpoint(null);
    setNotice(null);
  };

  const run = (kind: "switch" | "test", work: () => Promise<unknown>) => async () => {
    setBusy(kind);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const toggle = (on: boolean) => run("switch", on ? enable : disable)();

  const test = run("test", async () => {
    const blocker = testBlocker({ ...situation, permission: notificationPermission() });
    if (blocker) return setNotice({ kind: "error", text: blocker });
    try {
      await sendTestPush();
      setNotice({ kind: "success", text: "Test notification sent. It should appear in a moment." });
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error, pushMessages.testFailed) });
    }
  });

  return { situation, isLoading: status.isPending && !isGuest, busy, notice, toggle, test };
}
