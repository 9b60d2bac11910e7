import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@firstly/core/contract/task";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createTask,
} from "./support/feature-helpers";
import { countStatements } from "./support/count-statements";

const clock = createClock();
let t: TestApp;
beforeAll(async () => {
  t = await createFeatureApp(clock);
});
afterAll(async () => {
  await t.close();
});

describe("the write path's round trips", () => {
  it("probe", async () => {
    const cookie = await t.signUp();
    await createMainGoal(t, cookie);
    const task = await createTask(t, cookie);
    await call<Task>(t, `/api/tasks/${task.id}`, {
      cookie,
      method: "PATCH",
      body: { text: "warm" },
    });
    const edit = await countStatements(t.deps.db, () =>
      call<Task>(t, `/api/tasks/${task.id}`, {
        cookie,
        method: "PATCH",
        body: { text: "Run 5 km" },
      }),
    );
    console.log("edit", edit);
    const create = await countStatements(t.deps.db, () => createTask(t, cookie));
    console.log("create", create);
    const id = (await createTask(t, cookie)).id;
    const complete = await countStatements(t.deps.db, () =>
      call<Task>(t, `/api/tasks/${id}/actions`, { cookie, body: { action: "complete" } }),
    );
    console.log("complete", complete);
    expect(edit.count).toBeGreaterThan(0);
  });
});
