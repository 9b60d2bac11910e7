import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@firstly/core/contract/task";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createTask,
  listTasks,
} from "./support/feature-helpers";

const clock = createClock();
let t: TestApp;
beforeAll(async () => {
  t = await createFeatureApp(clock);
});
afterAll(async () => {
  await t.close();
});

describe("create task", () => {
  it("creates a pending task marked authenticated for a signed-in user", async () => {
    const cookie = await t.signUp();
    const id = randomUUID();
    const reply = await call<Task>(t, "/api/tasks", {
      cookie,
      body: { id, title: "  Report ", text: "Write the report" },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id,
      title: "Report",
      text: "Write the report",
      status: "pending",
      version: 1,
    });
    expect(reply.body.createdAt).toBe(clock.now.toISOString());
  });

  it("is idempotent on the client id: a retry returns the same task and makes no duplicate", async () => {
    const cookie = await t.signUp();
    const id = randomUUID();
    const first = await call<Task>(t, "/api/tasks", {
      cookie,
      body: { id, text: "Buy running shoes" },
    });
    const retry = await call<Task>(t, "/api/tasks", {
      cookie,
      body: { id, text: "Buy running shoes (edited?)" },
    });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect((await listTasks(t, cookie)).filter((x) => x.id === id)).toHaveLength(1);
    const usage = await call<{ totalItems: number }>(t, "/api/usage", { cookie });
    expect(usage.body.totalItems).toBe(1);
  });

  it("ignores an empty note (blank text and title, no images) with 400; a title alone is kept", async () => {
    const cookie = await t.signUp();
    const reply = await call(t, "/api/tasks", {
      cookie,
      body: { id: randomUUID(), text: "   ", title: "  " },
    });
    expect(reply.status).toBe(400);
    expect(reply.error).toEqual({ code: "VALIDATION", message: "Note is empty" });
    const titleOnly = await call<Task>(t, "/api/tasks", {
      cookie,
      body: { id: randomUUID(), text: "", title: "Dentist" },
    });
    expect(titleOnly.status).toBe(200);
    expect(titleOnly.body).toMatchObject({ title: "Dentist", text: "" });
    const picture = "/api/media/0b5c1f3e-8d4a-4c1e-9f7a-2a6b8c9d0e1f.webp";
    const withImage = await call<Task>(t, "/api/tasks", {
      cookie,
      body: { id: randomUUID(), text: "", imageURLs: [picture] },
    });
    expect(withImage.status).toBe(200);
    expect(withImage.body.imageURLs).toEqual([picture]);
  });

  it("refuses pictures from another site, on create and on edit", async () => {
    const cookie = await t.signUp();
    for (const url of [
      "https://example.com/a.png",
      "//example.com/a.png",
      "/\\example.com/a.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
    ]) {
      const created = await call(t, "/api/tasks", {
        cookie,
        body: { id: randomUUID(), text: "x", imageURLs: [url] },
      });
      expect(created.status, url).toBe(400);
      expect(created.error?.message).toBe("Images must be pictures stored in Firstly");
    }
    const task = await call<Task>(t, "/api/tasks", {
      cookie,
      body: { id: randomUUID(), text: "x" },
    });
    const edited = await call(t, `/api/tasks/${task.body.id}`, {
      cookie,
      method: "PATCH",
      body: { imageURLs: ["https://tracker.example/pixel.gif"] },
    });
    expect(edited.status).toBe(400);
  });

  it("scores a new task against the active main goal within the same request", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie);
    const task = await createTask(t, cookie, { text: "Go for a long run on Sunday" });
    expect(task.goalAssessments[goal.id]).toMatchObject({ goalType: "main", engine: "builtin" });
  });

  it("rejects a body that breaks the contract", async () => {
    const cookie = await t.signUp();
    const reply = await call(t, "/api/tasks", { cookie, body: { id: "not-a-uuid", text: "x" } });
    expect(reply.status).toBe(400);
    expect(reply.error?.code).toBe("VALIDATION");
  });
});

describe("update task", () => {
  it("edits fields and bumps the version", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie);
    const reply = await call<Task>(t, `/api/tasks/${task.id}`, {
      cookie,
      method: "PATCH",
      body: { isPriority: true, title: "  ", subtaskTags: ["s1"] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      isPriority: true,
      title: null,
      subtaskTags: ["s1"],
      version: 2,
    });
  });

  it("ignores a replayed autosave older than the stored edit", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "first" });
    const at = (s: number) => new Date(clock.now.getTime() + s * 1000).toISOString();
    const newer = await call<Task>(t, `/api/tasks/${task.id}`, {
      cookie,
      method: "PATCH",
      body: { text: "newest text", clientUpdatedAt: at(5) },
    });
    expect(newer.body.text).toBe("newest text");
    const replay = await call<Task>(t, `/api/tasks/${task.id}`, {
      cookie,
      method: "PATCH",
      body: { text: "older text", clientUpdatedAt: at(3) },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(newer.body);
    const [stored] = (await listTasks(t, cookie)).filter((x) => x.id === task.id);
    expect(stored?.text).toBe("newest text");
  });

  it("applies a fresh edit from a client whose clock runs behind the server", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie, { text: "first" });
    const behind = (s: number) =>
      new Date(clock.now.getTime() - 3_600_000 + s * 1000).toISOString();
    await call<Task>(t, `/api/tasks/${task.id}/actions`, { cookie, body: { action: "skip" } });
    const edit = await call<Task>(t, `/api/tasks/${task.id}`, {
      cookie,
      method: "PATCH",
      body: { text: "typed after the skip", clientUpdatedAt: behind(1) },
    });
    expect(edit.body.text).toBe("typed after the skip");
    const later = await call<Task>(t, `/api/tasks/${task.id}`, {
      cookie,
      method: "PATCH",
      body: { text: "and more", clientUpdatedAt: behind(2) },
    });
    expect(later.body.text).toBe("and more");
  });

  it("clears scores on a text change and rescores in the same transaction", async () => {
    const cookie = await t.signUp();
    const goal = await createMainGoal(t, cookie);
    const task = await createTask(t, cookie, { text: "Clean the garage" });
    const firstScoredAt = task.goalAssessments[goal.id]?.scoredAt;
    clock.advance(60_000);
    const edited = await call<Task>(t, `/api/tasks/${task.id}`, {
      cookie,
      method: "PATCH",
      body: { text: "Run 10k intervals for marathon training" },
    });
    const assessment = edited.body.goalAssessments[goal.id];
    expect(assessment?.engine).toBe("builtin");
    expect(assessment?.scoredAt).not.toBe(firstScoredAt);
    expect(assessment?.scoredAt).toBe(clock.now.toISOString());
  });
});

describe("delete task", () => {
  it("soft-deletes: gone from the list and from GET, repeat is harmless", async () => {
    const cookie = await t.signUp();
    const task = await createTask(t, cookie);
    const del = await call(t, `/api/tasks/${task.id}`, { cookie, method: "DELETE" });
    expect(del).toMatchObject({ status: 200, body: { ok: true } });
    expect(await listTasks(t, cookie)).toEqual([]);
    expect((await call(t, `/api/tasks/${task.id}`, { cookie })).status).toBe(404);
    expect((await call(t, `/api/tasks/${task.id}`, { cookie, method: "DELETE" })).status).toBe(200);
  });

  it("404s for an unknown id", async () => {
    const cookie = await t.signUp();
    expect((await call(t, `/api/tasks/${randomUUID()}`, { cookie, method: "DELETE" })).status).toBe(
      404,
    );
  });
});
