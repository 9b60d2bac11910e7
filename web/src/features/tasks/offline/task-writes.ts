import { onlineManager, type QueryClient } from "@tanstack/react-query";
import type { Task } from "@firstly/core/contract/task";
import { ApiError } from "../../../lib/api-error";
import {
  dropHead,
  markSending,
  outboxStore,
  queueWrite,
  type OutboxEntry,
  type OutboxWrite,
} from "../../../lib/offline/task-outbox";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { track } from "../../../lib/analytics";
import { callApi } from "../../../lib/api";
import { clearPendingTask, savePendingTask } from "../pending-task";
import { withQueuedTaskWrites } from "../../../lib/offline/queued-overlay";

/** A write's fate for the screen that made it: the server's task, or kept on this device. */
export type WriteResult = { task: Task; isQueued: false } | { task: null; isQueued: true };

/** Tries again this often while writes wait and the browser says it is online (a server down). */
export const RETRY_MS = 20_000;
/** A write the server keeps failing (5xx) is given up after this many tries, so others can go. */
export const MAX_SERVER_FAILURES = 5;

interface Waiter {
  resolve: (result: WriteResult) => void;
  reject: (error: unknown) => void;
}

let client: QueryClient | null = null;
const waiters = new Map<number, Waiter[]>();
let isDraining = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let serverFailures = 0;

/** The query cache the sender keeps in step with what the server answers (app start). */
export function connectTaskWrites(queryClient: QueryClient): void {
  client = queryClient;
}

/**
 * Every new thought and every edit goes through here, in order: queued on this device first (so
 * a reload or a lost connection loses nothing), then sent one after another. Resolves with the
 * server's task once sent, or as queued when the network is gone (the list already shows it;
 * it is sent when the connection returns). Rejects when the server refuses it (a 4xx).
 */
export function submitTaskWrite(write: OutboxWrite): Promise<WriteResult> {
  // with no session yet (a first visit straight to Add Thought) it waits on this device for one
  const seq = queueWrite(write);
  const result = new Promise<WriteResult>((resolve, reject) => {
    waiters.set(seq, [...(waiters.get(seq) ?? []), { resolve, reject }]);
  });
  void sendQueuedWrites();
  return result;
}

/** The API call a write stands for (raw calls: the hooks in ../api come through here). */
const send = (write: OutboxWrite): Promise<Task> =>
  write.kind === "create"
    ? callApi("createTask", { body: write.input }).then((task) => {
        track("client.task_created", { taskId: task.id });
        return task;
      })
    : callApi("updateTask", { params: { id: write.taskId }, body: write.input });

function canSend(): boolean {
  const { owner, isConfirmed } = outboxStore.get();
  return Boolean(owner && isConfirmed && onlineManager.isOnline());
}

/** The network is gone: every write still waiting tells its screen it is kept on this device. */
function releaseWaiters(): void {
  for (const list of waiters.values())
    for (const w of list) w.resolve({ task: null, isQueued: true });
  waiters.clear();
}

function settle(seq: number, settleOne: (waiter: Waiter) => void): boolean {
  const list = waiters.get(seq);
  waiters.delete(seq);
  list?.forEach(settleOne);
  return Boolean(list?.length);
}

/** Network gone, timed out, server down or busy: try again later; the write stays queued. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * The session is gone (ended on another device, or not started yet): the write is nobody's to
 * refuse. It stays queued for its owner and goes when the server names them again.
 */
const isSessionMissing = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Sends the queue, oldest first, one at a time, while online and signed in as its owner. A write
 * the server refuses (over the limit, deleted elsewhere) is dropped with its message shown, and a
 * refused new thought's words go back to Add Thought, so nothing typed is lost.
 */
export async function sendQueuedWrites(): Promise<void> {
  if (isDraining) return;
  isDraining = true;
  clearTimeout(retryTimer);
  let sent = 0;
  try {
    for (;;) {
      const head = outboxStore.get().entries[0];
      if (!head) break;
      if (!canSend()) {
        releaseWaiters();
        break;
      }
      markSending(true);
      try {
        const task = await send(head);
        markSending(false);
        dropHead(head.seq);
        // the server has the thought: only now is the typed draft no longer needed
        if (head.kind === "create") clearPendingTask(head.taskId);
        serverFailures = 0;
        sent += 1;
        await storeSent(task);
        settle(head.seq, (w) => w.resolve({ task, isQueued: false }));
      } catch (error) {
        markSending(false);
        if (isSessionMissing(error)) {
          releaseWaiters();
          break;
        }
        const isServerFault = error instanceof ApiError && error.status >= 500;
        serverFailures = isServerFault ? serverFailures + 1 : 0;
        if (isTransient(error) && serverFailures < MAX_SERVER_FAILURES) {
          releaseWaiters();
          if (outboxStore.get().entries.length > 0) retryTimer = setTimeout(retry, RETRY_MS);
          break;
        }
        serverFailures = 0;
        dropHead(head.seq);
        refused(head, error);
      }
    }
  } finally {
    isDraining = false;
  }
  if (sent > 0 && client) {
    // the server's list (and the limit count) now include what was sent
    void client.invalidateQueries({ queryKey: queryKeys.tasks });
    void client.invalidateQueries({ queryKey: queryKeys.usage });
  }
}

function retry(): void {
  void sendQueuedWrites();
}

/** The server's copy replaces the shown one, with any later edits still waiting on top. */
async function storeSent(task: Task): Promise<void> {
  if (!client) return;
  await client.cancelQueries({ queryKey: queryKeys.tasks, exact: true });
  const shown = withQueuedTaskWrites(task, task.id, outboxStore.get().entries, new Date())!;
  client.setQueryData(queryKeys.task(task.id), shown);
  client.setQueryData<Task[]>(queryKeys.tasks, (old) =>
    old?.some((t) => t.id === task.id)
      ? old.map((t) => (t.id === task.id ? shown : t))
      : [shown, ...(old ?? [])],
  );
}

function refused(entry: OutboxEntry, error: unknown): void {
  const hadWaiter = settle(entry.seq, (w) => w.reject(error));
  if (!client) return;
  if (entry.kind === "create") {
    client.setQueryData<Task[]>(queryKeys.tasks, (old) =>
      old?.filter((t) => t.id !== entry.taskId),
    );
    client.removeQueries({ queryKey: queryKeys.task(entry.taskId), exact: true });
  } else {
    void client.invalidateQueries({ queryKey: queryKeys.task(entry.taskId) });
  }
  if (hadWaiter) return; // the screen that wrote it shows the refusal its own way
  if (entry.kind === "create")
    savePendingTask({
      id: entry.taskId,
      title: entry.input.title ?? "",
      text: entry.input.text,
      savedAt: Date.now(),
      // over the limit it waits on home rather than reopening Add Thought into the same refusal
      refused: error instanceof ApiError && error.code === "LIMIT_REACHED",
    });
  toast.error(error instanceof Error ? error.message : "Could not save your thought.");
}
