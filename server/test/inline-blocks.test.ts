import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InlineBlock, Task } from "@firstly/core/contract/task";
import { inlineBlockMessages } from "@firstly/core/domain/inline-blocks";
import { mediaKeyFromUrl } from "../src/media/media-store";
import type { TestApp } from "./support/test-app";
import { TEST_ORIGIN } from "./support/test-app";
import { call, createClock, createFeatureApp, listTasks } from "./support/feature-helpers";

const clock = createClock();
let t: TestApp;
beforeAll(async () => {
  t = await createFeatureApp(clock);
});
afterAll(async () => {
  await t.close();
});

const A = "/api/media/0b5c1f3e-8d4a-4c1e-9f7a-2a6b8c9d0e1f.webp";
const B = "/api/media/1c6d2a4f-9e5b-4d2f-8a8b-3b7c9d0e1f2a.webp";
const text = (id: string, value: string): InlineBlock => ({ type: "text", id, value });
const image = (id: string, url: string): InlineBlock => ({
  type: "image",
  id,
  url,
  size: 320,
  fileKey: "",
  posX: 40,
  posY: 60,
  isBackground: false,
});

async function createWithInline(cookie: string, body: Record<string, unknown>) {
  return call<Task>(t, "/api/tasks", { cookie, body: { id: randomUUID(), ...body } });
}
function patch(cookie: string, id: string, body: Record<string, unknown>) {
  return call<Task>(t, `/api/tasks/${id}`, { cookie, method: "PATCH", body });
}

describe("create with inline blocks", () => {
  it("stores the body in order and returns it on GET and in the list", async () => {
    const cookie = await t.signUp();
    const inline = [text("t1", "Packing list"), image("i1", A), text("t2", "and more")];
    const reply = await createWithInline(cookie, {
      text: "Packing list\nand more",
      imageURLs: [A],
      inline,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.inline).toEqual(inline);
    const got = await call<Task>(t, `/api/tasks/${reply.body.id}`, { cookie });
    expect(got.body.inline).toEqual(inline);
    const listed = (await listTasks(t, cookie)).find((x) => x.id === reply.body.id);
    expect(listed?.inline).toEqual(inline);
  });

  it("defaults to an empty body", async () => {
    const cookie = await t.signUp();
    const reply = await createWithInline(cookie, { text: "plain" });
    expect(reply.body.inline).toEqual([]);
  });

  it("refuses an image block showing a picture the thought does not have (400)", async () => {
    const cookie = await t.signUp();
    const reply = await createWithInline(cookie, { text: "x", inline: [image("i1", A)] });
    expect(reply.status).toBe(400);
    expect(reply.error).toEqual({ code: "VALIDATION", message: inlineBlockMessages.imageNotOwn });
    expect(await listTasks(t, cookie)).toEqual([]);
  });

  it("refuses duplicate block ids (400)", async () => {
    const cookie = await t.signUp();
    const reply = await createWithInline(cookie, {
      text: "x",
      imageURLs: [A],
      inline: [text("b", "x"), image("b", A)],
    });
    expect(reply.status).toBe(400);
    expect(reply.error).toEqual({ code: "VALIDATION", message: inlineBlockMessages.duplicateIds });
  });

  it("refuses a block outside the contract (size 700) with 400, not 500", async () => {
    const cookie = await t.signUp();
    const reply = await createWithInline(cookie, {
      text: "x",
      imageURLs: [A],
      inline: [{ ...image("i1", A), size: 700 }],
    });
    expect(reply.status).toBe(400);
  });
});

describe("update inline blocks", () => {
  it("replaces the body and checks it against the pictures after the write", async () => {
    const cookie = await t.signUp();
    const created = await createWithInline(cookie, { text: "a", imageURLs: [A] });
    const body = [image("i1", B), text("t1", "a")];
    const refused = await patch(cookie, created.body.id, { inline: body });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(inlineBlockMessages.imageNotOwn);
    const ok = await patch(cookie, created.body.id, { imageURLs: [A, B], inline: body });
    expect(ok.status).toBe(200);
    expect(ok.body.inline).toEqual(body);
    // removing a picture while still placing it is refused as a whole
    const both = await patch(cookie, created.body.id, { imageURLs: [A], inline: body });
    expect(both.status).toBe(400);
    const dup = await patch(cookie, created.body.id, { inline: [text("x", "1"), text("x", "2")] });
    expect(dup.error?.message).toBe(inlineBlockMessages.duplicateIds);
    const [stored] = await listTasks(t, cookie);
    expect(stored?.inline).toEqual(body);
    expect(stored?.imageURLs).toEqual([A, B]);
  });

  it("collapses text blocks when the text changes without a body (task view edit)", async () => {
    const cookie = await t.signUp();
    const created = await createWithInline(cookie, {
      text: "one\ntwo",
      imageURLs: [A, B],
      inline: [image("i1", A), text("t1", "one"), image("i2", B), text("t2", "two")],
    });
    const reply = await patch(cookie, created.body.id, { text: "one and two" });
    expect(reply.body.inline).toEqual([image("i1", A), text("t1", "one and two"), image("i2", B)]);
    // a write that leaves the text alone leaves the blocks alone
    const same = await patch(cookie, created.body.id, { text: "one and two", isPriority: true });
    expect(same.body.inline).toEqual(reply.body.inline);
  });

  it("leaves a thought never opened in the editor without blocks", async () => {
    const cookie = await t.signUp();
    const created = await createWithInline(cookie, { text: "plain" });
    const reply = await patch(cookie, created.body.id, { text: "plainer" });
    expect(reply.body.inline).toEqual([]);
  });

  it("drops image blocks whose picture an edit removes", async () => {
    const cookie = await t.signUp();
    const created = await createWithInline(cookie, {
      text: "x",
      imageURLs: [A, B],
      inline: [image("i1", A), text("t1", "x"), image("i2", B), image("i3", A)],
    });
    const reply = await patch(cookie, created.body.id, { imageURLs: [B] });
    expect(reply.body.inline.map((b) => b.id)).toEqual(["t1", "i2"]);
  });

  it("drops image blocks when the picture is deleted as an attachment", async () => {
    const cookie = await t.signUp();
    const created = await createWithInline(cookie, { text: "x" });
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const res = await t.app.request(`/api/tasks/${created.body.id}/attachments`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/octet-stream", cookie },
      body: png,
    });
    expect(res.status).toBe(200);
    const url = ((await res.json()) as Task).imageURLs[0] ?? "";
    const placed = await patch(cookie, created.body.id, {
      inline: [text("t1", "x"), image("i1", url), image("i2", url)],
    });
    expect(placed.status).toBe(200);
    const removed = await call<Task>(
      t,
      `/api/tasks/${created.body.id}/attachments/${mediaKeyFromUrl(url) ?? ""}`,
      { cookie, method: "DELETE" },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.imageURLs).toEqual([]);
    expect(removed.body.inline).toEqual([text("t1", "x")]);
  });

  it("answers 404 for another person's thought and leaves it unchanged", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const created = await createWithInline(owner, { text: "mine", inline: [text("t1", "mine")] });
    const reply = await patch(stranger, created.body.id, { inline: [text("t1", "theirs")] });
    expect(reply.status).toBe(404);
    const [stored] = await listTasks(t, owner);
    expect(stored?.inline).toEqual([text("t1", "mine")]);
  });

  it("keeps offline replays idempotent: a create retry and a stale autosave change nothing", async () => {
    const cookie = await t.signUp();
    const id = randomUUID();
    const first = await call<Task>(t, "/api/tasks", {
      cookie,
      body: { id, text: "a", inline: [text("t1", "a")] },
    });
    const retry = await call<Task>(t, "/api/tasks", {
      cookie,
      body: { id, text: "b", inline: [text("t1", "b")] },
    });
    expect(retry.body).toEqual(first.body);
    const at = (s: number) => new Date(clock.now.getTime() + s * 1000).toISOString();
    const newer = await patch(cookie, id, {
      text: "newest",
      inline: [text("t1", "newest")],
      clientUpdatedAt: at(5),
    });
    const again = await patch(cookie, id, {
      text: "newest",
      inline: [text("t1", "newest")],
      clientUpdatedAt: at(5),
    });
    expect(again.body.inline).toEqual(newer.body.inline);
    const stale = await patch(cookie, id, {
      text: "older",
      inline: [text("t1", "older"), text("t2", "x")],
      clientUpdatedAt: at(3),
    });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(again.body);
    // a stale replay is a no-op even when its body would be refused
    const staleBad = await patch(cookie, id, {
      inline: [image("i1", A)],
      clientUpdatedAt: at(1),
    });
    expect(staleBad.status).toBe(200);
    const [stored] = await listTasks(t, cookie);
    expect(stored?.inline).toEqual([text("t1", "newest")]);
  });
});
