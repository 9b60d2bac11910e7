import { createStore } from "./create-store";
import { readJson, removeKey, writeJson } from "./storage";

/**
 * docs/behaviour/onboarding-and-help.md#onboarding: a has-seen-onboarding flag and a just-completed
 * flag, kept on this device.
 */
export const ONBOARDING_SEEN_KEY = "firstly.onboarding-seen";
export const ONBOARDING_JUST_COMPLETED_KEY = "firstly.onboarding-just-completed";

export const onboardingStore = createStore<{ open: boolean }>({ open: false });

export const hasSeenOnboarding = (): boolean => readJson<boolean>(ONBOARDING_SEEN_KEY) === true;

export function openOnboarding(): void {
  onboardingStore.set({ open: true });
}

/** Finishing or skipping: both flags set, so it never starts again by itself. */
export function finishOnboarding(): void {
  writeJson(ONBOARDING_SEEN_KEY, true);
  writeJson(ONBOARDING_JUST_COMPLETED_KEY, true);
  onboardingStore.set({ open: false });
}

/** Help → Redo Onboarding: the seen flag is cleared and the walkthrough opens again. */
export function redoOnboarding(): void {
  removeKey(ONBOARDING_SEEN_KEY);
  removeKey(ONBOARDING_JUST_COMPLETED_KEY);
  openOnboarding();
}
