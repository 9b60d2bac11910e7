import { createAuthClient } from "better-auth/react";
import { anonymousClient, twoFactorClient } from "better-auth/client/plugins";

/**
 * better-auth's client for the cookie session at /api/auth. In better-auth 1.7 Google (built-in or
 * generic OAuth) is a first-class social provider, so it goes through signIn.social.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  // two-factor: a sign-in that needs a code answers { twoFactorRedirect } and the sheet asks for it
  plugins: [anonymousClient(), twoFactorClient()],
  // resolve fetch per call (not at import) so polyfills and test stubs apply
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});
