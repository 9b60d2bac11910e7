import { eq, sql } from "drizzle-orm";
import { titleEmptyMessage } from "@firstly/core/contract/errors";
import {
  MainGoalText,
  SubtaskText,
  type Goal,
  type UpdateGoalInput,
} from "@firstly/core/contract/goal";
import { goalName } from "@firstly/core/domain/goal-name";
import type { AppDeps, SessionUser } from "../../context";
import { goalFromRow, type GoalRow } from "../../db/mappers";
import { userGoals, userSettings } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { clearGoalAssessments } from "../../scoring/assessments";
import { findOwnedGoal } from "./find-owned-goal";
import { inPersonTransaction } from "../../db/person-lock";
import { mediaKeyFromUrl } from "../../media/media-store";
import { forgetMedia } from "../../media/forget-media";
import { queueImage } from "../images/request-image";
import { publishImage } from "../images/publish-image";

export interface UpdateGoalOptions {
  deps: Pick<AppDeps, "db" | "notifier" | "scorer" | "now" | "media" | "log">;
  user: SessionUser;
  goalId: string;
  input: UpdateGoalInput;
}

/**
 * The goal's next name and description, validated with the docs/behaviour/validation.md messages.
 */
function nextText(goal: GoalRow, input: UpdateGoalInput): { name: string; description: string } {
  const name = input.name?.trim();
  if (name !== undefined && name.length === 0)
    throw new AppError("VALIDATION", titleEmptyMessage(goal.type));
  let description = goal.description;
  if (input.description !== undefined) {
    const parsed = (goal.type === "main" ? MainGoalText : SubtaskText).safeParse(input.description);
    if (!parsed.success)
      throw new AppError("VALIDATION", parsed.error.issues[0]?.message ?? "Invalid goal text");
    description = parsed.data;
  } else if (name !== undefined && goal.description === goal.name) {
    // a short goal's title is its whole text: renaming it changes what tasks are scored against
    description = name;
  }
  return {
    name: name ?? (input.description !== undefined ? goalName(description) : goal.name),
    description,
  };
}

/**
 * PATCH /api/goals/:id (title or text edit). Any change clears this goal's scores and rescores
 * all tasks. A subtask also loses its image and is removed from tasks' subtask tags
 * (docs/behaviour/states.md#image-generation); a subtask that had a picture (or was getting one, or
 * its generation failed) gets a new one made from its new title, since the old picture showed the
 * old words.
 */
export async function updateGoal({ deps, user, goalId, input }: UpdateGoalOptions): Promise<Goal> {
  const now = deps.now();
  const { row, isChanged, oldImageKey } = await inPersonTransaction(
    deps.db,
    user.id,
    async (tx) => {
      const goal = await findOwnedGoal(tx, user.id, goalId);
      const next = nextText(goal, input);
      if (next.name === goal.name && next.description === goal.description)
        return { row: goal, isChanged: false, oldImageKey: null };
      const isSubtask = goal.type === "subtask";
      const hadPicture =
        goal.imageUrl !== null || goal.isGeneratingImage || goal.imageFailedAt !== null;
      await tx
        .update(userGoals)
        .set({
          ...next,
          updatedAt: now,
          ...(isSubtask ? { imageUrl: null, isGeneratingImage: false, imageFailedAt: null } : {}),
        })
        .where(eq(userGoals.id, goal.id));
      await clearGoalAssessments(tx, user.id, goal.id);
      if (isSubtask) {
        await tx.execute(sql`
        update user_tasks set subtask_tags = subtask_tags - ${goal.id}::text
         where user_id = ${user.id} and subtask_tags ? ${goal.id}`);
      } else if (goal.status === "active") {
        await tx
          .update(userSettings)
          .set({ mainGoal: next.description, updatedAt: now })
          .where(eq(userSettings.userId, user.id));
      }
      await deps.scorer.scoreNow(tx, user.id, { goalIds: [goal.id] });
      if (isSubtask && hadPicture) {
        const reset = await findOwnedGoal(tx, user.id, goalId);
        await queueImage(
          tx,
          { target: "goal", row: reset, text: reset.description, style: "scene" },
          now,
          {
            isForced: true,
          },
        );
      }
      return {
        row: await findOwnedGoal(tx, user.id, goalId),
        isChanged: true,
        oldImageKey: isSubtask ? mediaKeyFromUrl(goal.imageUrl) : null,
      };
    },
  );
  if (oldImageKey) await forgetMedia(deps, user.id, oldImageKey);
  if (isChanged && row.type === "subtask") {
    publishImage(deps.notifier, user.id, {
      target: "goal",
      noteId: row.id,
      imageUrl: row.imageUrl,
      isGenerating: row.isGeneratingImage,
      hasFailed: false,
    });
  }
  if (isChanged) {
    deps.notifier.publish(user.id, { kind: "goals", ids: [row.id] });
    deps.notifier.publish(user.id, { kind: "tasks" });
  }
  return goalFromRow(row);
}
