import { z } from "zod";

/**
 * What a sign-in from a guest's browser left to tell the person (issue 25): thoughts that did not
 * fit the account's month and wait to move, and a guest main goal that arrived completed.
 */
export const GuestArrival = z.object({
  /** the guest's thoughts and goals still waiting for room in the account's month */
  waiting: z.number().int().min(0),
  /** items the account can still take this month; null: no limit (Pro), or nothing waits */
  room: z.number().int().min(0).nullable(),
  /** the guest's main goal, completed on arrival because the account already had one */
  completedGoal: z.object({ id: z.string(), description: z.string() }).nullable(),
});
export type GuestArrival = z.infer<typeof GuestArrival>;
