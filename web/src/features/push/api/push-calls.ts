import type { PushSubscriptionInput } from "@firstly/core/contract/push";
import { callApi } from "../../../lib/api";

export const savePushSubscription = (body: PushSubscriptionInput) =>
  callApi("savePushSubscription", { body });

export const removePushSubscription = (endpoint: string) =>
  callApi("removePushSubscription", { body: { endpoint } });

export const sendTestPush = () => callApi("sendTestPush");
