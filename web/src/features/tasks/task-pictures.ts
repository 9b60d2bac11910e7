import type { Task } from "@firstly/core/contract/task";

/** Every picture a task shows: the generated one first, then the person's own (no repeats). */
export function taskPictures(task: Pick<Task, "imageURL" | "imageURLs">): string[] {
  const own = task.imageURLs.filter((url) => url !== task.imageURL);
  return task.imageURL ? [task.imageURL, ...own] : own;
}
