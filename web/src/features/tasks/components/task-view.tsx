import { useCallback, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { paths } from "../../../lib/paths";
import { ChevronLeft, NotebookPen, Redo2, Star, Undo2 } from "lucide-react";
import { toast } from "../../../lib/toast";
import type { Task } from "@firstly/core/contract/task";
import { cn } from "../../../lib/cn";
import { useGoBack } from "../../../lib/use-go-back";
import { useDeleteTask } from "../api/delete-task";
import { useTaskActions } from "../use-task-actions";
import { storeTask, updateTask } from "../api/update-task";
import { useKeyboardOpen } from "../editor/use-keyboard-open";
import { saveTaskEdit } from "../offline/save-task-edit";
import { useTaskEditor, type EditorValue } from "../editor/use-task-editor";
import { AutoGrowTextarea } from "../../../components/auto-grow-textarea";
import { VoiceButton } from "../../../components/voice/voice-button";
import { DeleteTaskDialog } from "./delete-task-dialog";
import { showUndoToast } from "../undo-toast";
import { SaveIndicator } from "./save-indicator";
import { TaskActionBar } from "./task-action-bar";
import { TaskDetailsPanel } from "./task-details-panel";
import { RankCorrectionButtons } from "./rank-correction-controls";
import { TaskPictureSection } from "./task-picture-section";
import { TaskAttachments } from "./task-attachments";
import { describeRecurrence, ScheduleDialog } from "../../../components/schedule-dialog";
import { IconButton } from "../../../components/ui/button";
import { lazyDateFormat } from "../../../lib/date-format";

export function TaskView({
  task,
  mainGoalId,
  subtask = null,
  isModal = false,
}: {
  task: Task;
  mainGoalId: string | null;
  /** opened from this subtask's list: Task Details shows its score */
  subtask?: { id: string; name: string } | null;
  /** shown in a dialog over home (wide screens): fills the dialog instead of the viewport */
  isModal?: boolean;
}) {
  const client = useQueryClient();
  const goBack = useGoBack();
  const fromSearch = Boolean((useLocation().state as { fromSearch?: boolean } | null)?.fromSearch);
  const keyboardOpen = useKeyboardOpen();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const remove = useDeleteTask(task.id);

  const save = useCallback(
    async (value: EditorValue, clientUpdatedAt: string) => {
      const title = value.title.trim() ? value.title : null;
      return saveTaskEdit(client, task.id, { title, text: value.text, clientUpdatedAt });
    },
    [client, task.id],
  );
  const editor = useTaskEditor({
    taskId: task.id,
    initial: { title: task.title ?? "", text: task.text },
    serverUpdatedAt: task.updatedAt,
    save,
  });
  const { action, run, schedule, unschedule } = useTaskActions(task.id, {
    beforeAction: editor.retry,
    close: goBack,
  });

  const togglePriority = () => {
    const isPriority = !task.isPriority;
    updateTask(task.id, { isPriority })
      .then((t) => {
        storeTask(client, t);
        toast.success(
          isPriority ? "Marked as priority: it leads your list" : "No longer a priority",
        );
      })
      .catch((e: Error) => toast.error(e.message));
  };

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showUndoToast(client, "Thought deleted", task.id);
        goBack();
      },
      onError: (e) => toast.error(e.message),
    });

  return (
    <div className={cn("bg-surface", isModal ? "min-h-full" : "min-h-dvh")}>
      <header className="sticky top-0 z-20 border-b border-line/70 bg-surface/90 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="mx-auto flex h-14 max-w-2xl items-center gap-1 px-2">
          <IconButton label="Back" onClick={goBack}>
            <ChevronLeft aria-hidden className="size-6" />
          </IconButton>
          <div className="flex min-w-0 flex-1 items-center gap-2 px-1">
            {fromSearch && (
              // docs/behaviour/task-view.md: opened from search, the view is 'Task Details'
              <h1 className="shrink-0 font-semibold tracking-tight">Task Details</h1>
            )}
            <SaveIndicator status={editor.status} error={editor.error} onRetry={editor.retry} />
          </div>
          <IconButton
            label="Undo"
            onClick={editor.undo}
            disabled={!editor.canUndo}
            className="disabled:opacity-30"
          >
            <Undo2 aria-hidden className="size-5" />
          </IconButton>
          <IconButton
            label="Redo"
            onClick={editor.redo}
            disabled={!editor.canRedo}
            className="disabled:opacity-30"
          >
            <Redo2 aria-hidden className="size-5" />
          </IconButton>
          <Link
            to={paths.note(task.id)}
            aria-label="Open in editor"
            title="Open in editor"
            onClick={() => editor.retry()}
            className="grid size-10 place-items-center rounded-full text-ink-soft hover:bg-canvas"
          >
            <NotebookPen aria-hidden className="size-5" />
          </Link>
          <IconButton
            label="Priority"
            onClick={togglePriority}
            aria-pressed={task.isPriority}
            className={cn(task.isPriority && "text-tier-high")}
          >
            <Star aria-hidden className={cn("size-5", task.isPriority && "fill-current")} />
          </IconButton>
          {task.status !== "completed" && (
            <ScheduleDialog
              current={task.recurrence}
              busy={action.isPending}
              onSchedule={schedule}
              onUnschedule={unschedule}
            />
          )}
          <DeleteTaskDialog busy={remove.isPending} onConfirm={onDelete} />
        </div>
      </header>
      <main
        className={cn(
          "mx-auto flex max-w-2xl flex-col gap-4 px-5 pt-5",
          keyboardOpen ? "pb-6" : "pb-44",
        )}
      >
        {!keyboardOpen && <TaskPictureSection task={task} />}
        {task.status !== "pending" && task.status !== "active" && (
          <span className="self-start rounded-full bg-canvas px-3 py-1 text-xs font-semibold text-ink-soft">
            {statusLine(task)}
          </span>
        )}
        <label htmlFor="task-title" className="sr-only">
          Title
        </label>
        <input
          id="task-title"
          value={editor.value.title}
          onChange={(e) => editor.change({ title: e.target.value })}
          placeholder="Title"
          maxLength={200}
          className="bg-transparent text-2xl font-semibold tracking-tight outline-none placeholder:text-muted/60"
        />
        <label htmlFor="task-text" className="sr-only">
          Details
        </label>
        <AutoGrowTextarea
          ref={textRef}
          id="task-text"
          value={editor.value.text}
          onChange={(e) => editor.change({ text: e.target.value })}
          placeholder="Add details..."
          minRows={4}
          className="bg-transparent text-[17px] leading-relaxed text-ink outline-none placeholder:text-muted/60"
        />
        {/* the editor's own change: one undo step, autosaved like typing */}
        <VoiceButton target={textRef} onInsert={(text) => editor.change({ text })} />
        {!keyboardOpen && <TaskAttachments task={task} />}
        {!keyboardOpen && (
          <TaskDetailsPanel task={task} mainGoalId={mainGoalId} subtask={subtask} />
        )}
        {/* last, after the rank it corrects: below it is only the padding the toast it shows
            sits over (docs/behaviour/task-view.md#layout) */}
        {!keyboardOpen && mainGoalId && task.status !== "completed" && (
          <section aria-label="Ranked wrong?" className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-muted">Ranked wrong?</p>
            <RankCorrectionButtons task={task} goalId={mainGoalId} />
          </section>
        )}
      </main>
      {!keyboardOpen && (
        <TaskActionBar
          status={task.status}
          isScheduled={task.recurrence !== null}
          busy={action.isPending ? (action.variables?.action ?? null) : null}
          onAction={run}
        />
      )}
    </div>
  );
}

const untilFormat = lazyDateFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

/** What the view says about a thought that is off home: Scheduled, Delayed until when, Archived. */
function statusLine(task: Pick<Task, "status" | "recurrence" | "delayEndsAt">): string {
  if (task.status === "skipped") return "Archived";
  if (task.status === "completed") return "Completed";
  if (task.status === "delayed") {
    if (task.recurrence) return `Scheduled · ${describeRecurrence(task.recurrence)}`;
    return task.delayEndsAt
      ? `Delayed until ${untilFormat.format(new Date(task.delayEndsAt))}`
      : "Delayed";
  }
  return task.status;
}
