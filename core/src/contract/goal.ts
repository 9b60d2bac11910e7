import { z } from "zod";

export const GoalStatus = z.enum(["active", "completed"]);
export type GoalStatus = z.infer<typeof GoalStatus>;

import { GOAL_NAME_LENGTH, MAIN_GOAL_MAX, mainGoalTextError } from "./goal-text";
export { GOAL_NAME_LENGTH } from "./goal-text";

export const Goal = z.object({
  id: z.string(),
  /** first 100 characters of the description */
  name: z.string(),
  description: z.string(),
  type: z.enum(["main", "subtask"]),
  status: GoalStatus,
  imageURL: z.string().nullable(),
  isGeneratingImage: z.boolean(),
  /** image generation failed after its retry: the failure overlay shows until dismissed or retried */
  imageFailed: z.boolean().default(false),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Goal = z.infer<typeof Goal>;

/**
 * docs/behaviour/validation.md#main-goal main goal text: 10–500 characters after trimming, with the
 * spec's messages.
 */
export const MainGoalText = z
  .string()
  .transform((s) => s.trim())
  .superRefine((s, ctx) => {
    const message = mainGoalTextError(s);
    if (message) ctx.addIssue({ code: "custom", message });
  });

export const CreateMainGoalInput = z.object({ id: z.uuid().optional(), description: MainGoalText });
export type CreateMainGoalInput = z.input<typeof CreateMainGoalInput>;

export const UpdateMainGoalInput = z.object({ description: MainGoalText });
export type UpdateMainGoalInput = z.input<typeof UpdateMainGoalInput>;

export const SubtaskText = z
  .string()
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { message: "Subtask cannot be empty" })
  .refine((s) => s.length <= 2000, { message: "Subtask should be less than 2000 characters" });

export const CreateSubtaskInput = z.object({ id: z.uuid().optional(), description: SubtaskText });
export type CreateSubtaskInput = z.input<typeof CreateSubtaskInput>;

/** Title edit on the detail screens; the use case turns an empty title into titleEmptyMessage(type). */
export const UpdateGoalInput = z.object({
  name: z.string().max(GOAL_NAME_LENGTH).optional(),
  description: z.string().max(MAIN_GOAL_MAX).optional(),
});
export type UpdateGoalInput = z.infer<typeof UpdateGoalInput>;
