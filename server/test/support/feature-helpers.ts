import { randomUUID } from "node:crypto";
import type { Goal } from "@firstly/core/contract/goal";
import type { Task } from "@firstly/core/contract/task";
import { createTestApp, type TestApp } from "./test-app";

/** A clock the test moves by hand; deps.now() reads it. */
export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export function createClock(start = "2025-03-10T12:00:00.000Z"): TestClock {
  const clock: TestClock = {
    now: new Date(start),
    advance(ms) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
}

/** A test app on the hand-moved clock, with sign-up rate limits high enough for many users. */
export async function createFeatureApp(clock: TestClock): Promise<TestApp> {
  // the free plan as it is sold: 25 items a month (without billing the default is no limit)
  return createTestApp({
    now: () => clock.now,
    env: { AUTH_RATE_LIMIT_MAX: "1000", FREE_ITEMS_PER_MONTH: "25" },
  });
}

export interface Reply<T> {
  status: number;
  body: T;
  error: { code: string; message: string } | undefined;
}

/** One JSON request; `error` is the `{ error }` body of a failed call. */
export async function call<T = unknown>(
  t: TestApp,
  path: string,
  init: { method?: string; body?: unknown; cookie: string },
): Promise<Reply<T>> {
  const res = await t.request(path, init);
  const body = (await res.json()) as T & { error?: { code: string; message: string } };
  return { status: res.status, body, error: body.error };
}

export async function createTask(
  t: TestApp,
  cookie: string,
  fields: { text?: string; id?: string } = {},
): Promise<Task> {
  const reply = await call<Task>(t, "/api/tasks", {
    cookie,
    body: { id: fields.id ?? randomUUID(), text: fields.text ?? "Write the quarterly report" },
  });
  if (reply.status !== 200)
    throw new Error(`createTask failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export async function createMainGoal(
  t: TestApp,
  cookie: string,
  description = "Get fit and run a marathon this year",
): Promise<Goal> {
  const reply = await call<Goal>(t, "/api/goals/main", { cookie, body: { description } });
  if (reply.status !== 200)
    throw new Error(`createMainGoal failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export async function createSubtask(
  t: TestApp,
  cookie: string,
  description = "Run 5k three times a week",
): Promise<Goal> {
  const reply = await call<Goal>(t, "/api/goals/subtasks", { cookie, body: { description } });
  if (reply.status !== 200)
    throw new Error(`createSubtask failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export async function taskAction(
  t: TestApp,
  cookie: string,
  id: string,
  action: Record<string, unknown>,
) {
  return call<Task>(t, `/api/tasks/${id}/actions`, { cookie, body: action });
}

export async function listTasks(t: TestApp, cookie: string): Promise<Task[]> {
  return (await call<{ tasks: Task[] }>(t, "/api/tasks", { cookie })).body.tasks;
}
