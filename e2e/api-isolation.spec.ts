import { randomUUID } from "node:crypto";
import { expect, request as requestFactory, test, type APIResponse } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./support/people";

/** A signed-up person talking to the JSON API with their own cookie jar, as a browser would. */
async function person(baseURL: string, label: string) {
  const ctx = await requestFactory.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const email = uniqueEmail(label);
  const res = await ctx.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: email },
  });
  expect(res.status(), await res.text()).toBe(200);
  const me = (await (await ctx.get("/api/me")).json()) as { user: { id: string; email: string } };
  expect(me.user.email).toBe(email);
  return { ctx, email, id: me.user.id };
}

async function errorOf(res: APIResponse) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

test("user B can neither read, change nor delete user A's thought", async ({ baseURL }) => {
  const base = baseURL ?? "";
  const a = await person(base, "owner");
  const b = await person(base, "intruder");
  try {
    const id = randomUUID();
    const created = await a.ctx.post("/api/tasks", { data: { id, text: "A's private thought" } });
    expect(created.ok(), await created.text()).toBe(true);

    const read = await b.ctx.get(`/api/tasks/${id}`);
    expect(read.status()).toBe(404);
    expect(await errorOf(read)).toEqual({ code: "NOT_FOUND", message: "Not found" });

    const list = (await (await b.ctx.get("/api/tasks")).json()) as { tasks: { id: string }[] };
    expect(list.tasks.map((t) => t.id)).not.toContain(id);

    const patch = await b.ctx.patch(`/api/tasks/${id}`, { data: { text: "hijacked" } });
    expect(patch.status()).toBe(404);

    const action = await b.ctx.post(`/api/tasks/${id}/actions`, { data: { action: "complete" } });
    expect(action.status()).toBe(404);

    const del = await b.ctx.delete(`/api/tasks/${id}`);
    expect(del.status()).toBe(404);

    // B creating a task with A's id must not take it over either
    const clash = await b.ctx.post("/api/tasks", { data: { id, text: "B tries A's id" } });
    expect([404, 409]).toContain(clash.status());

    // A's thought is untouched
    const mine = await a.ctx.get(`/api/tasks/${id}`);
    expect(mine.status()).toBe(200);
    expect(await mine.json()).toMatchObject({ id, text: "A's private thought", status: "pending" });
  } finally {
    await a.ctx.dispose();
    await b.ctx.dispose();
  }
});

test("without a session the API answers 401 with the spec's message", async ({ baseURL }) => {
  const ctx = await requestFactory.newContext({ baseURL: baseURL ?? "" });
  try {
    const res = await ctx.get("/api/tasks");
    expect(res.status()).toBe(401);
    expect(await errorOf(res)).toEqual({
      code: "UNAUTHENTICATED",
      message: "No user session available",
    });
  } finally {
    await ctx.dispose();
  }
});
