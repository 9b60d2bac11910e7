import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientEvent } from "@firstly/core/contract/analytics";
import { ApiError } from "./api-error";
import { createEventQueue, FLUSH_INTERVAL_MS, MAX_QUEUED_EVENTS } from "./analytics-queue";

/** A queue whose sends are recorded; `fail` makes the next sends reject. */
function setup({ enabled = true } = {}) {
  const sent: ClientEvent[][] = [];
  const state = { enabled, failWith: null as Error | null };
  const send = vi.fn(async (events: ClientEvent[], _options: { keepalive: boolean }) => {
    if (state.failWith) throw state.failWith;
    sent.push(events);
  });
  const queue = createEventQueue({
    send,
    isEnabled: () => state.enabled,
    now: () => new Date("2025-03-20T12:00:00.000Z"),
  });
  return { queue, send, sent, state };
}

const offline = () => new ApiError("OFFLINE", "Device is offline.", 0);

describe("analytics event queue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends 9 events 5 s after the first, not before", async () => {
    const { queue, sent } = setup();
    for (let i = 0; i < 9; i++) queue.track("client.task_created", { taskId: `t${i}` });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(9);
    expect(sent[0]?.[0]).toEqual({
      type: "client.task_created",
      at: "2025-03-20T12:00:00.000Z",
      data: { taskId: "t0" },
    });
    expect(queue.size).toBe(0);
  });

  it("sends at once when the 10th event arrives, 10 to a batch", async () => {
    const { queue, sent } = setup();
    for (let i = 0; i < 10; i++) queue.track("client.task_completed");
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((b) => b.length)).toEqual([10]);
    for (let i = 0; i < 3; i++) queue.track("client.task_delayed");
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(sent.map((b) => b.length)).toEqual([10, 3]);
  });

  it("puts a failed batch back in front, in order, and sends it with the next flush", async () => {
    const { queue, sent, state, send } = setup();
    state.failWith = offline();
    queue.track("client.goal_created", { goalType: "main" });
    queue.track("client.goal_edited");
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    expect(queue.size).toBe(2);

    state.failWith = null;
    queue.track("client.search_used", { scope: "active", results: 2 });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(sent.map((b) => b.map((e) => e.type))).toEqual([
      ["client.goal_created", "client.goal_edited", "client.search_used"],
    ]);
    expect(queue.size).toBe(0);
  });

  it("keeps retrying every 5 s while the server cannot be reached, keeping at most 100", async () => {
    const { queue, send, state, sent } = setup();
    state.failWith = offline();
    for (let i = 0; i < MAX_QUEUED_EVENTS + 20; i++) queue.track("client.task_created");
    await vi.advanceTimersByTimeAsync(3 * FLUSH_INTERVAL_MS);
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(queue.size).toBe(MAX_QUEUED_EVENTS);
    state.failWith = null;
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(sent.map((b) => b.length)).toEqual(Array(10).fill(10));
    expect(queue.size).toBe(0);
  });

  it("drops a batch the server refused instead of sending it forever", async () => {
    const { queue, send, state } = setup();
    state.failWith = new ApiError("VALIDATION", "Unknown event type", 400);
    queue.track("client.task_created");
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(queue.size).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * FLUSH_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("retries a rate-limited batch", async () => {
    const { queue, state } = setup();
    state.failWith = new ApiError("RATE_LIMITED", "Too many requests.", 429);
    queue.track("client.task_created");
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(queue.size).toBe(1);
  });

  it("sends everything, with keepalive, when the page is hidden", async () => {
    const { queue, send, state } = setup();
    state.failWith = offline();
    for (let i = 0; i < 14; i++) queue.track("client.task_archived");
    await vi.advanceTimersByTimeAsync(0);
    send.mockClear();
    state.failWith = null;
    await queue.flush({ keepalive: true });
    expect(send.mock.calls.map(([events, options]) => [events.length, options.keepalive])).toEqual([
      [10, true],
      [4, true],
    ]);
    expect(queue.size).toBe(0);
  });

  it("a hide during a send makes the rest of that round keepalive", async () => {
    const { queue, send } = setup();
    let release = () => {};
    send.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    for (let i = 0; i < 13; i++) queue.track("client.task_created");
    const hidden = queue.flush({ keepalive: true });
    release();
    await hidden;
    expect(send.mock.calls.map(([events, options]) => [events.length, options.keepalive])).toEqual([
      [10, false],
      [3, true],
    ]);
  });

  it("never queues a guest's events, and drops what is waiting once the person signed out", async () => {
    const guest = setup({ enabled: false });
    guest.queue.track("client.task_created");
    expect(guest.queue.size).toBe(0);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(guest.send).not.toHaveBeenCalled();

    const { queue, send, state } = setup();
    queue.track("client.task_created");
    state.enabled = false;
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(send).not.toHaveBeenCalled();
    expect(queue.size).toBe(0);
  });
});
