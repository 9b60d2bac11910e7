import type { ImageTarget } from "@firstly/core/contract/image";
import type { AppDeps } from "../../context";
import { AppError } from "../../errors/app-error";
import { loadImageSubject, saveImageState } from "./image-subject";
import { publishImage } from "./publish-image";

/** DELETE …/image/failure: the person dismissed the failure popup; it stays gone in every tab. */
export async function dismissImageFailure(options: {
  deps: Pick<AppDeps, "db" | "notifier" | "now">;
  userId: string;
  target: ImageTarget;
  id: string;
}): Promise<void> {
  const { deps, userId, target, id } = options;
  const subject = await loadImageSubject(deps.db, userId, target, id);
  if (!subject) throw new AppError("NOT_FOUND");
  if (subject.row.imageFailedAt === null) return;
  await saveImageState(
    deps.db,
    subject,
    { isGeneratingImage: subject.row.isGeneratingImage, imageFailedAt: null },
    { now: deps.now() },
  );
  publishImage(deps.notifier, userId, {
    target,
    noteId: id,
    imageUrl: subject.row.imageUrl,
    isGenerating: subject.row.isGeneratingImage,
    hasFailed: false,
  });
}
