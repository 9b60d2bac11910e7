import { z } from "zod";

export const DelayUnit = z.enum(["minutes", "hours", "days"]);
export type DelayUnit = z.infer<typeof DelayUnit>;

export const CustomDelay = z.object({ amount: z.number().int().min(0), unit: DelayUnit });
export type CustomDelay = z.infer<typeof CustomDelay>;

export const CompletedMainGoal = z.object({
  id: z.string(),
  goal: z.string(),
  text: z.string(),
  completedAt: z.string(),
});

export const Settings = z.object({
  mainGoal: z.string().nullable(),
  goalHistory: z.array(z.string()),
  completedMainGoals: z.array(CompletedMainGoal),
  customDelay: CustomDelay,
  displayMode: z.enum(["focused", "relaxed"]),
  visualDisplayMode: z.enum(["basic", "enhanced"]),
  aiEnhancement: z.boolean(),
  hasPushSubscription: z.boolean(),
});
export type Settings = z.infer<typeof Settings>;

export const UpdateSettingsInput = z.object({
  customDelay: CustomDelay.optional(),
  displayMode: z.enum(["focused", "relaxed"]).optional(),
  visualDisplayMode: z.enum(["basic", "enhanced"]).optional(),
  aiEnhancement: z.boolean().optional(),
});
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsInput>;
