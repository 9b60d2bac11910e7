import { afterEach, describe, expect, it } from "vitest";
import {
  addToQueue,
  beforeSessionKey,
  clearOutbox,
  closeOutbox,
  dropHead,
  openOutbox,
  outboxStore,
  queueWrite,
  type OutboxEntry,
} from "./task-outbox";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const create = (taskId: string, text: string, title?: string) => ({
  kind: "create" as const,
  taskId,
  input: { id: taskId, text, ...(title ? { title } : {}) },
});
const edit = (taskId: string, input: Record<string, unknown>) => ({
  kind: "update" as const,
  taskId,
  input,
});

afterEach(() => closeOutbox());

describe("addToQueue", () => {
  it("keeps writes to different thoughts in the order they were made", () => {
    let entries: OutboxEntry[] = [];
    entries = addToQueue(entries, create(A, "first"), false).entries;
    entries = addToQueue(entries, edit(B, { text: "second" }), false).entries;
    expect(entries.map((e) => [e.seq, e.kind, e.taskId])).toEqual([
      [1, "create", A],
      [2, "update", B],
    ]);
  });

  it("folds an edit of a thought not yet sent into its creation (one POST, no PATCH)", () => {
    const queued = addToQueue([], create(A, "draft", "Old"), false).entries;
    const { entries, seq } = addToQueue(
      queued,
      edit(A, { text: "final", title: "New", clientUpdatedAt: "2026-01-01T00:00:00.000Z" }),
      false,
    );
    expect(seq).toBe(1);
    expect(entries).toEqual([
      { seq: 1, kind: "create", taskId: A, input: { id: A, text: "final", title: "New" } },
    ]);
    // clearing the title before it was ever sent leaves none
    const cleared = addToQueue(entries, edit(A, { title: null }), false).entries;
    expect(cleared[0]!.input).toEqual({ id: A, text: "final" });
  });

  it("merges edits in a row; the later edit time wins", () => {
    let entries = addToQueue([], edit(A, { text: "a", clientUpdatedAt: "T1" }), false).entries;
    entries = addToQueue(entries, edit(A, { title: "t", clientUpdatedAt: "T2" }), false).entries;
    expect(entries).toEqual([
      {
        seq: 1,
        kind: "update",
        taskId: A,
        input: { text: "a", title: "t", clientUpdatedAt: "T2" },
      },
    ]);
  });

  it("never changes the write already on its way: a later edit queues behind it", () => {
    const queued = addToQueue([], create(A, "draft"), false).entries;
    const { entries, seq } = addToQueue(queued, edit(A, { text: "final" }), true);
    expect(seq).toBe(2);
    expect(entries.map((e) => e.kind)).toEqual(["create", "update"]);
    expect(entries[0]!.input).toEqual({ id: A, text: "draft" });
  });

  it("does not queue the same new thought twice", () => {
    const queued = addToQueue([], create(A, "draft"), false).entries;
    expect(addToQueue(queued, create(A, "draft"), false)).toEqual({ entries: queued, seq: 1 });
  });
});

describe("the queue on this device", () => {
  it("belongs to one person, survives a reload and goes when they sign out", () => {
    openOutbox("user-a", true);
    queueWrite(create(A, "mine"));
    expect(JSON.parse(localStorage.getItem("firstly.outbox.user-a")!)).toHaveLength(1);

    openOutbox("user-b", true);
    expect(outboxStore.get().entries).toEqual([]);
    expect(queueWrite(create(B, "theirs"))).toBe(1);

    closeOutbox(); // a reload: nothing in memory
    openOutbox("user-a", false);
    expect(outboxStore.get()).toMatchObject({ owner: "user-a", isConfirmed: false });
    expect(outboxStore.get().entries.map((e) => e.taskId)).toEqual([A]);

    clearOutbox("user-a");
    expect(localStorage.getItem("firstly.outbox.user-a")).toBeNull();
    expect(localStorage.getItem("firstly.outbox.user-b")).not.toBeNull();
  });

  it("drops only the entry that was sent, and forgets an empty queue", () => {
    openOutbox("user-a", true);
    queueWrite(create(A, "one"));
    queueWrite(create(B, "two"));
    dropHead(2); // not the first: nothing happens
    expect(outboxStore.get().entries).toHaveLength(2);
    dropHead(1);
    dropHead(2);
    expect(outboxStore.get().entries).toEqual([]);
    expect(localStorage.getItem("firstly.outbox.user-a")).toBeNull();
  });

  it("ignores a corrupt stored queue", () => {
    localStorage.setItem("firstly.outbox.user-c", JSON.stringify([{ kind: "drop" }, 3, null]));
    openOutbox("user-c", true);
    expect(outboxStore.get().entries).toEqual([]);
  });

  it("keeps a write made before any session and gives it to the first owner the server names", () => {
    expect(queueWrite(create(A, "typed on a first visit"))).toBe(1);
    expect(outboxStore.get().owner).toBeNull();
    expect(JSON.parse(localStorage.getItem(beforeSessionKey)!)).toHaveLength(1);

    // a reload before the session exists: still there
    closeOutbox();
    expect(outboxStore.get().entries.map((e) => e.taskId)).toEqual([A]);

    // a person this device only remembers (offline) does not take it: the server has not spoken
    openOutbox("user-a", false);
    expect(outboxStore.get().entries).toEqual([]);
    expect(localStorage.getItem(beforeSessionKey)).not.toBeNull();

    // the server names the guest it has just started: the write is theirs, behind their own
    localStorage.setItem(
      "firstly.outbox.guest-1",
      JSON.stringify([{ seq: 4, kind: "create", taskId: B, input: { id: B, text: "older" } }]),
    );
    openOutbox("guest-1", true);
    expect(outboxStore.get().entries.map((e) => [e.seq, e.taskId])).toEqual([
      [4, B],
      [5, A],
    ]);
    expect(JSON.parse(localStorage.getItem("firstly.outbox.guest-1")!)).toHaveLength(2);
    expect(localStorage.getItem(beforeSessionKey)).toBeNull();

    // and only once: the next person named starts with their own queue
    closeOutbox();
    openOutbox("user-b", true);
    expect(outboxStore.get().entries).toEqual([]);
  });
});
