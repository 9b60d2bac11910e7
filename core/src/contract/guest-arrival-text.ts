/**
 * The home note's words for `waiting` thoughts (issue 25). Apart from the GuestArrival schema so
 * that home, which shows them, does not bring zod into the web app's first page.
 */
export function waitingThoughtsText(waiting: number): string {
  return waiting === 1
    ? "1 thought from before you signed in is waiting"
    : `${waiting} thoughts from before you signed in are waiting`;
}
