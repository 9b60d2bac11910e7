/** The person a request acts for: signed in (email and name) or a guest (neither). */
export interface SessionUser {
  id: string;
  email: string | null;
  name: string | null;
  isGuest: boolean;
}
