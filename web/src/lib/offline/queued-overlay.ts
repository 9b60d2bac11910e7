import type { CreateTaskInput, Task, UpdateTaskInput } from "@firstly/core/contract/task";
import { normalizeTitle } from "@firstly/core/domain/task-text";
import type { OutboxEntry } from "./task-outbox";

/** An optimistic copy so the new card shows (pinned first) the moment the user taps Done. */
export function optimisticTask(input: CreateTaskInput, now: Date): Task {
  const iso = now.toISOString();
  return {
    id: input.id,
    title: input.title ?? null,
    text: input.text,
    imageURLs: input.imageURLs ?? [],
    files: [],
    inline: input.inline ?? [],
    status: "pending",
    isPriority: input.isPriority ?? false,
    isGeneratingImage: false,
    imageURL: null,
    imageFailed: false,
    createdAt: iso,
    updatedAt: iso,
    completedAt: null,
    delayEndsAt: null,
    recurrence: null,
    subtaskTags: input.subtaskTags ?? [],
    goalAssessments: {},
    aiEnhanced: false,
    aiDescription: null,
    originalText: null,
    version: 0,
    rankCorrections: {},
  };
}

/** A task as it will be once a queued edit reaches the server (title and text as typed). */
export function applyEdit(task: Task, edit: UpdateTaskInput, now: Date): Task {
  return {
    ...task,
    ...(edit.text !== undefined ? { text: edit.text } : {}),
    ...(edit.title !== undefined ? { title: normalizeTitle(edit.title) } : {}),
    ...(edit.imageURLs ? { imageURLs: edit.imageURLs } : {}),
    ...(edit.inline ? { inline: edit.inline } : {}),
    ...(edit.isPriority !== undefined ? { isPriority: edit.isPriority } : {}),
    ...(edit.subtaskTags ? { subtaskTags: edit.subtaskTags } : {}),
    updatedAt: now.toISOString(),
  };
}

/** One task with the writes still queued for it (undefined when neither exists). */
export function withQueuedTaskWrites(
  task: Task | undefined,
  taskId: string,
  entries: readonly OutboxEntry[],
  now: Date,
): Task | undefined {
  let result = task;
  for (const entry of entries) {
    if (entry.taskId !== taskId) continue;
    if (entry.kind === "create") result ??= optimisticTask(entry.input, now);
    else if (result) result = applyEdit(result, entry.input, now);
  }
  return result;
}

/**
 * The list as it will be once the queue is sent: thoughts created offline first (newest first,
 * as a new card shows), edits applied. The server's copy wins for a thought it already has.
 */
export function withQueuedWrites(
  tasks: readonly Task[],
  entries: readonly OutboxEntry[],
  now: Date,
): Task[] {
  if (entries.length === 0) return tasks as Task[];
  const known = new Set(tasks.map((t) => t.id));
  const created = entries
    .filter((e) => e.kind === "create" && !known.has(e.taskId))
    .reverse()
    .map((e) => withQueuedTaskWrites(undefined, e.taskId, entries, now)!);
  const edited = new Set(entries.filter((e) => e.kind === "update").map((e) => e.taskId));
  return [
    ...created,
    ...tasks.map((t) => (edited.has(t.id) ? withQueuedTaskWrites(t, t.id, entries, now)! : t)),
  ];
}
