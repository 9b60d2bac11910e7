import type { Me } from "@firstly/core/contract/session";
import { createStore } from "./create-store";
import { readJson, removeKey, writeJson } from "./storage";

/** The signed-in person (not a guest) this browser last had a session for, until they sign out. */
const PERSON_KEY = "firstly.session-person";

interface SessionPerson {
  id: string;
  email: string | null;
}

/**
 * Set when the server stops naming the person this browser was signed in as without them having
 * signed out here (a password reset or change on another device ends every other session): home
 * says so and offers sign-in instead of showing a bare heading. Cleared by signing in again or
 * by dismissing it; meanwhile a guest session starts as on any first visit.
 */
export const sessionEndedStore = createStore<SessionPerson | null>(null);

/** The server has just named who is signed in (`user`, null for nobody). */
export function noteSessionPerson(user: Me["user"] | null): void {
  if (user && !user.isGuest) {
    writeJson(PERSON_KEY, { id: user.id, email: user.email } satisfies SessionPerson);
    if (sessionEndedStore.get()) sessionEndedStore.set(null);
    return;
  }
  const kept = readJson<SessionPerson>(PERSON_KEY);
  removeKey(PERSON_KEY);
  // nobody, where a person was signed in and did not sign out here: their session ended elsewhere
  if (!user && kept && typeof kept.id === "string") sessionEndedStore.set(kept);
}

/** Sign-out or account deletion on this device: that is no session ending elsewhere. */
export function forgetSessionPerson(): void {
  removeKey(PERSON_KEY);
  sessionEndedStore.set(null);
}
