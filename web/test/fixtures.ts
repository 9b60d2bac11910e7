import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";

export function makeTask(overrides: Partial<Task> & { id: string }): Task {
  return {
    title: null,
    text: "",
    imageURLs: [],
    files: [],
    inline: [],
    status: "pending",
    isPriority: false,
    isGeneratingImage: false,
    imageURL: null,
    imageFailed: false,
    createdAt: "2020-01-01T00:00:00.000Z",
    updatedAt: "2020-01-01T00:00:00.000Z",
    completedAt: null,
    delayEndsAt: null,
    recurrence: null,
    subtaskTags: [],
    goalAssessments: {},
    aiEnhanced: false,
    aiDescription: null,
    originalText: null,
    version: 1,
    rankCorrections: {},
    ...overrides,
  };
}

export function makeGoal(overrides: Partial<Goal> & { id: string }): Goal {
  return {
    name: "Launch the product",
    description: "Launch the product to paying customers",
    type: "main",
    status: "active",
    imageURL: null,
    isGeneratingImage: false,
    imageFailed: false,
    createdAt: "2020-01-01T00:00:00.000Z",
    updatedAt: "2020-01-01T00:00:00.000Z",
    completedAt: null,
    ...overrides,
  };
}

export const settings = {
  mainGoal: null,
  goalHistory: [],
  completedMainGoals: [],
  customDelay: { amount: 1, unit: "minutes" },
  displayMode: "focused",
  visualDisplayMode: "basic",
  aiEnhancement: true,
  hasPushSubscription: false,
};
