import type { Task } from "@firstly/core/contract/task";
import { toast } from "../../../lib/toast";
import { useDismissImageFailure, useGenerateImage } from "../../../lib/queries/images";
import { GenerateImageButton, ImageFailureDialog } from "../../../components/image-generation";
import { taskPictures } from "../task-pictures";
import { TaskImage } from "./task-image";
import { useRemoveAttachment } from "./task-attachments";

/**
 * The task view's pictures: the gallery (generated picture first), 'Generate image' with the
 * spinner while it is made, and the docs/behaviour/states.md#image-generation failure popup
 * (Dismiss, Try Again) once the automatic retry has failed too.
 */
export function TaskPictureSection({ task }: { task: Task }) {
  const generate = useGenerateImage("task", task.id);
  const dismiss = useDismissImageFailure("task", task.id);
  const pictures = taskPictures(task);
  const name = (task.title || task.text).replace(/\s+/g, " ").trim().slice(0, 80);
  const removeAttachment = useRemoveAttachment(task.id);
  const onGenerate = () => generate.mutate(undefined, { onError: (e) => toast.error(e.message) });
  return (
    <section aria-label="Pictures" className="flex flex-col gap-2">
      <TaskImage
        urls={pictures}
        alt={name ? `Picture for “${name}”` : "Picture for this thought"}
        isGenerating={task.isGeneratingImage}
        canRemove={(url) => task.imageURLs.includes(url)}
        onRemove={(url) => void removeAttachment(url)}
      />
      {task.status !== "completed" && (
        <GenerateImageButton
          onClick={onGenerate}
          hasImage={task.imageURL !== null}
          isGenerating={task.isGeneratingImage || generate.isPending}
          className="self-start border border-line bg-surface text-ink-soft hover:text-ink"
        />
      )}
      <ImageFailureDialog
        open={task.imageFailed && !task.isGeneratingImage}
        onRetry={onGenerate}
        onDismiss={() => dismiss.mutate(undefined, { onError: (e) => toast.error(e.message) })}
        isBusy={generate.isPending || dismiss.isPending}
      />
    </section>
  );
}
