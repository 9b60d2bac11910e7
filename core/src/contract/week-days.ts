/** The days a schedule can repeat on, without zod: contract/task.ts re-exports them. */
export const weekDays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
