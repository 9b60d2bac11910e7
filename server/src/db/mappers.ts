import type { Goal } from "@firstly/core/contract/goal";
import type { Settings } from "@firstly/core/contract/settings";
import type { Task } from "@firstly/core/contract/task";
import type { userGoals, userSettings, userTasks } from "./schema";

export type TaskRow = typeof userTasks.$inferSelect;
export type GoalRow = typeof userGoals.$inferSelect;
export type SettingsRow = typeof userSettings.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * user_tasks row → the API's Task. `image_url` is the generated picture
 * (docs/behaviour/data.md#tasks imageURL) and `image_urls` the person's own images.
 */
export function taskFromRow(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    imageURLs: row.imageUrls,
    inline: row.inline,
    files: row.files,
    status: row.status as Task["status"],
    isPriority: row.isPriority,
    isGeneratingImage: row.isGeneratingImage,
    imageURL: row.imageUrl,
    imageFailed: row.imageFailedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: iso(row.completedAt),
    delayEndsAt: iso(row.delayEndsAt),
    recurrence: row.recurrence ?? null,
    subtaskTags: row.subtaskTags,
    goalAssessments: row.goalAssessments,
    aiEnhanced: row.aiEnhanced,
    aiDescription: row.aiDescription,
    originalText: row.originalText,
    version: row.version,
    rankCorrections: row.rankCorrections,
  };
}

export function goalFromRow(row: GoalRow): Goal {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    status: row.status,
    imageURL: row.imageUrl,
    isGeneratingImage: row.isGeneratingImage,
    imageFailed: row.imageFailedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}

/** Settings row → API Settings; `mainGoal` is the active main goal's text, not the stored copy. */
export function settingsFromRow(row: SettingsRow, activeMainGoal: string | null): Settings {
  return {
    mainGoal: activeMainGoal,
    goalHistory: row.goalHistory,
    completedMainGoals: row.completedMainGoals,
    customDelay: row.customDelay,
    displayMode: row.displayMode,
    visualDisplayMode: row.visualDisplayMode,
    aiEnhancement: row.aiEnhancement,
    hasPushSubscription: row.pushSubscription !== null,
  };
}
