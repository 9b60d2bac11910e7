import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { authSheetStore } from "./auth-sheet-store";
import { limitDialogStore, shouldPromptGuest, useLimitPrompt } from "./limit-prompt";
import { queryKeys } from "./query-keys";

function promptFor(isGuest: boolean) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.me, { user: { id: "u", email: null, name: null, isGuest } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLimitPrompt(), { wrapper }).result.current;
}

const limitError = () => new ApiError("LIMIT_REACHED", "Monthly Item Limit Reached", 402);

describe("useLimitPrompt", () => {
  beforeEach(() => {
    limitDialogStore.set({ open: false, reason: "limit" });
    authSheetStore.set({ open: false, mode: "login", notice: null });
  });

  it("shows a signed-in user the upgrade dialog", () => {
    expect(promptFor(false)(limitError())).toBe(true);
    expect(limitDialogStore.get().open).toBe(true);
    expect(authSheetStore.get().open).toBe(false);
  });

  it("invites a guest to sign up, saying why", () => {
    const guestLimit = new ApiError(
      "LIMIT_REACHED",
      "You've reached your limit of 5 free thoughts! Please create an account to continue adding more.",
      402,
    );
    expect(promptFor(true)(guestLimit)).toBe(true);
    expect(authSheetStore.get()).toEqual({
      open: true,
      mode: "signup",
      notice: guestLimit.message,
    });
    expect(limitDialogStore.get().open).toBe(false);
  });

  it("ignores other errors", () => {
    expect(promptFor(false)(new Error("offline"))).toBe(false);
    expect(limitDialogStore.get().open).toBe(false);
  });
});

describe("shouldPromptGuest (docs/behaviour/permissions.md#signed-in-free: a stored usage counter of 3 or more)", () => {
  it.each([
    [2, null, false],
    [3, null, true],
    [4, null, true],
    [5, null, true],
    [3, 3, false],
    [4, 3, false],
    [5, 3, true],
    [5, 5, false],
  ])("%i used, dismissed at %s → %s", (used, dismissedAt, expected) => {
    expect(shouldPromptGuest(used, 5, dismissedAt)).toBe(expected);
  });
});
