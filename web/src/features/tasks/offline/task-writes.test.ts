import { onlineManager, QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Task } from "@firstly/core/contract/task";
import { closeOutbox, openOutbox, outboxStore } from "../../../lib/offline/task-outbox";
import { queryKeys } from "../../../lib/query-keys";
import { jsonResponse, mockApi } from "../../../../test/render";
import { listTasks } from "../../../lib/queries/tasks";
import { readPendingTask, savePendingTask } from "../pending-task";
import { optimisticTask } from "../../../lib/offline/queued-overlay";
import { connectTaskWrites, sendQueuedWrites, submitTaskWrite } from "./task-writes";

const ID1 = "11111111-1111-4111-8111-111111111111";
const ID2 = "22222222-2222-4222-8222-222222222222";
const serverTask = (id: string, text: string, title: string | null = null): Task => ({
  ...optimisticTask({ id, text }, new Date("2026-01-01T00:00:00Z")),
  title,
  version: 1,
});

/** A server that stores tasks as they arrive (create idempotent on id) and records each call. */
function fakeServer() {
  const tasks = new Map<string, Task>();
  const calls: string[] = [];
  const fetchMock = mockApi({
    "POST /api/tasks": () => {
      const body = JSON.parse(lastBody()) as { id: string; text: string; title?: string };
      calls.push(`POST ${body.text}`);
      if (!tasks.has(body.id)) tasks.set(body.id, serverTask(body.id, body.text, body.title));
      return jsonResponse(200, tasks.get(body.id));
    },
    [`PATCH /api/tasks/${ID1}`]: () => patch(ID1),
    [`PATCH /api/tasks/${ID2}`]: () => patch(ID2),
    "GET /api/tasks": () => jsonResponse(200, { tasks: [...tasks.values()] }),
  });
  const lastBody = () => fetchMock.mock.calls.at(-1)![1]!.body as string;
  const patch = (id: string) => {
    const body = JSON.parse(lastBody()) as { text?: string };
    calls.push(`PATCH ${body.text}`);
    const task = tasks.get(id);
    if (!task) return jsonResponse(404, { error: { code: "NOT_FOUND", message: "Not found" } });
    tasks.set(id, { ...task, ...body });
    return jsonResponse(200, tasks.get(id));
  };
  return { tasks, calls, fetchMock };
}

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData<Task[]>(queryKeys.tasks, []);
  connectTaskWrites(client);
  onlineManager.setOnline(true);
});
afterEach(() => {
  closeOutbox();
  onlineManager.setOnline(true);
});

describe("task writes", () => {
  it("sends at once when online, and answers with the server's task", async () => {
    const server = fakeServer();
    openOutbox("ann", true);
    const result = await submitTaskWrite({
      kind: "create",
      taskId: ID1,
      input: { id: ID1, text: "Call mum" },
    });
    expect(result).toMatchObject({ isQueued: false, task: { id: ID1, version: 1 } });
    expect(server.calls).toEqual(["POST Call mum"]);
    expect(outboxStore.get().entries).toEqual([]);
  });

  it("offline: keeps new and edited thoughts, shows them, then sends each once, in order", async () => {
    const server = fakeServer();
    server.tasks.set(ID2, serverTask(ID2, "Old words"));
    openOutbox("ann", true);
    onlineManager.setOnline(false);

    const created = submitTaskWrite({
      kind: "create",
      taskId: ID1,
      input: { id: ID1, text: "New" },
    });
    const edited = submitTaskWrite({ kind: "update", taskId: ID2, input: { text: "Edited" } });
    const editedAgain = submitTaskWrite({
      kind: "update",
      taskId: ID1,
      input: { text: "New, reworded" },
    });
    await expect(created).resolves.toEqual({ task: null, isQueued: true });
    await expect(edited).resolves.toEqual({ task: null, isQueued: true });
    await expect(editedAgain).resolves.toEqual({ task: null, isQueued: true });
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem("firstly.outbox.ann")!)).toHaveLength(2);

    // a refresh of the list while offline writes wait still shows them
    onlineManager.setOnline(true);
    outboxStore.set((s) => ({ ...s, isConfirmed: false })); // as after a reload: not yet sent
    const shown = await listTasks();
    expect(shown.map((t) => t.text)).toEqual(["New, reworded", "Edited"]);

    openOutbox("ann", true);
    await sendQueuedWrites();
    expect(server.calls).toEqual(["POST New, reworded", "PATCH Edited"]);
    await sendQueuedWrites(); // nothing left: nothing sent twice
    expect(server.calls).toHaveLength(2);
    expect([...server.tasks.values()].map((t) => t.text).sort()).toEqual([
      "Edited",
      "New, reworded",
    ]);
    // the list now holds the server's copies
    const cached = client.getQueryData<Task[]>(queryKeys.tasks) ?? [];
    expect(cached.map((t) => [t.text, t.version]).sort()).toEqual([
      ["Edited", 1],
      ["New, reworded", 1],
    ]);
    expect(localStorage.getItem("firstly.outbox.ann")).toBeNull();
  });

  it("sends nothing in a name the server has not confirmed in this page", async () => {
    const server = fakeServer();
    openOutbox("ann", false);
    const result = await submitTaskWrite({
      kind: "create",
      taskId: ID1,
      input: { id: ID1, text: "Mine" },
    });
    expect(result.isQueued).toBe(true);
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it("keeps a write when the network drops mid-send, and tries it again later", async () => {
    let isDown = true;
    const server = fakeServer();
    const working = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation((...args) =>
      isDown ? Promise.reject(new TypeError("Failed to fetch")) : working(...args),
    );
    openOutbox("ann", true);
    const result = await submitTaskWrite({
      kind: "create",
      taskId: ID1,
      input: { id: ID1, text: "Kept" },
    });
    expect(result.isQueued).toBe(true);
    expect(outboxStore.get().entries).toHaveLength(1);
    isDown = false;
    await sendQueuedWrites();
    expect(server.calls).toEqual(["POST Kept"]);
    expect(outboxStore.get().entries).toEqual([]);
  });

  it("drops a write the server refuses, and tells the screen that made it", async () => {
    fakeServer(); // PATCH of a task the server does not have: 404
    openOutbox("ann", true);
    await expect(
      submitTaskWrite({ kind: "update", taskId: ID1, input: { text: "gone" } }),
    ).rejects.toMatchObject({ status: 404 });
    expect(outboxStore.get().entries).toEqual([]);
  });

  it("a thought written before any session exists waits for it, then goes; its draft until then", async () => {
    const server = fakeServer();
    savePendingTask({ id: ID1, title: "", text: "First visit", savedAt: Date.now() });
    // no owner yet: kept on this device, nothing sent in nobody's name
    const result = await submitTaskWrite({
      kind: "create",
      taskId: ID1,
      input: { id: ID1, text: "First visit" },
    });
    expect(result.isQueued).toBe(true);
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(readPendingTask(Date.now())?.id).toBe(ID1);

    // the guest session starts: the server names it, the write goes, then the draft is cleared
    openOutbox("guest-1", true);
    await sendQueuedWrites();
    expect(server.calls).toEqual(["POST First visit"]);
    expect(outboxStore.get().entries).toEqual([]);
    expect(readPendingTask(Date.now())).toBeNull();
  });

  it("a session ended elsewhere (401) keeps the write for its owner instead of dropping it", async () => {
    const server = fakeServer();
    server.fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(401, {
          error: { code: "UNAUTHENTICATED", message: "No user session available" },
        }),
      ),
    );
    openOutbox("ann", true);
    const result = await submitTaskWrite({
      kind: "create",
      taskId: ID1,
      input: { id: ID1, text: "Kept for Ann" },
    });
    expect(result.isQueued).toBe(true);
    expect(JSON.parse(localStorage.getItem("firstly.outbox.ann")!)).toHaveLength(1);
  });
});
