import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@firstly/core/contract/task";
import { mediaObjects, userTasks } from "../src/db/schema";
import { runMaintenanceSweep } from "../src/jobs/maintenance-sweep";
import { mediaKeyFromUrl } from "../src/media/media-store";
import { storeMedia } from "../src/media/store-media";
import { sweepUnusedMedia } from "../src/media/sweep-unused-media";
import { call, createTask } from "./support/feature-helpers";
import { startLocalS3, type LocalS3 } from "./support/local-s3";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./support/test-app";

const png = (shade: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: shade, g: 9, b: 9 } } })
    .png()
    .toBuffer();
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
/** the sweep with no grace period: what it does an hour later, now */
const NOW = { graceMs: 0, recheckMs: 0 };

function mediaLifecycle(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000", ...env() } });
    }, 60_000);
    afterAll(() => t.close());

    async function attach(cookie: string, taskId: string, body: Buffer): Promise<Task> {
      const res = await t.app.request(`/api/tasks/${taskId}/attachments`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/octet-stream", cookie },
        body,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Task;
    }
    /** a task with two pictures and a file; returns it and its three keys */
    async function thoughtWithMedia(cookie: string) {
      const task = await createTask(t, cookie);
      await attach(cookie, task.id, await png(10));
      await attach(cookie, task.id, await png(200));
      const full = await attach(cookie, task.id, pdf);
      const keys = [...full.imageURLs, ...full.files.map((f) => f.url)].map(
        (url) => mediaKeyFromUrl(url) ?? "",
      );
      expect(keys).toHaveLength(3);
      return { task: full, keys };
    }
    const bytesOf = (key: string) => t.deps.media.get(key);
    async function rowOf(key: string) {
      const [row] = await t.deps.db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
      return row;
    }

    it("deletes a deleted thought's pictures and file, and keeps those still shown", async () => {
      const cookie = await t.signUp();
      const { task, keys } = await thoughtWithMedia(cookie);
      const kept = await thoughtWithMedia(cookie);
      // the same picture shown on another live thought of the same person stays
      const shared = task.imageURLs[0] ?? "";
      const other = await createTask(t, cookie, { text: "Another thought" });
      await call(t, `/api/tasks/${other.id}`, {
        cookie,
        method: "PATCH",
        body: { imageURLs: [shared] },
      });

      expect((await call(t, `/api/tasks/${task.id}`, { cookie, method: "DELETE" })).status).toBe(
        200,
      );
      // within the grace period nothing goes
      await sweepUnusedMedia(t.deps);
      for (const key of keys) expect(await bytesOf(key)).not.toBeNull();

      await sweepUnusedMedia(t.deps, NOW);
      const [sharedKey, ...goneKeys] = keys;
      for (const key of goneKeys) {
        expect(await bytesOf(key)).toBeNull();
        expect(await rowOf(key)).toBeUndefined();
      }
      expect(await bytesOf(sharedKey ?? "")).not.toBeNull();
      expect((await t.request(shared, { cookie })).status).toBe(200);
      for (const key of kept.keys) expect(await bytesOf(key)).not.toBeNull();
    });

    it("deletes a picture an edit took off the thought", async () => {
      const cookie = await t.signUp();
      const { task, keys } = await thoughtWithMedia(cookie);
      await call(t, `/api/tasks/${task.id}`, {
        cookie,
        method: "PATCH",
        body: { imageURLs: task.imageURLs.slice(1) },
      });
      await sweepUnusedMedia(t.deps, NOW);
      expect(await bytesOf(keys[0] ?? "")).toBeNull();
      expect(await bytesOf(keys[1] ?? "")).not.toBeNull();
      expect(await bytesOf(keys[2] ?? "")).not.toBeNull();
    });

    it("deletes every stored object of a deleted account, generated pictures included", async () => {
      const cookie = await t.signUp(undefined, "leaving-secret-1");
      const stays = await t.signUp();
      const { task, keys } = await thoughtWithMedia(cookie);
      const theirs = await thoughtWithMedia(stays);
      const session = (await (await t.request("/api/auth/get-session", { cookie })).json()) as {
        user: { id: string };
      };
      const generated = await storeMedia(
        { db: t.deps.db, store: t.deps.media, userId: session.user.id },
        { body: await png(50), contentType: "image/png" },
      );
      await t.deps.db
        .update(userTasks)
        .set({ imageUrl: generated.url })
        .where(eq(userTasks.id, task.id));

      const res = await t.request("/api/auth/delete-user", {
        cookie,
        body: { password: "leaving-secret-1" },
      });
      expect(res.status).toBe(200);
      // the ledger keeps the keys with no owner until their bytes are gone
      expect((await rowOf(generated.key))?.userId).toBeNull();
      // no grace period for a deleted account: the ordinary 30 s sweep removes them
      await runMaintenanceSweep(t.deps);
      for (const key of [...keys, generated.key]) {
        expect(await bytesOf(key)).toBeNull();
        expect(await rowOf(key)).toBeUndefined();
      }
      for (const key of theirs.keys) expect(await bytesOf(key)).not.toBeNull();
    });

    it("survives a crash between the byte deletion and the row, and a store that fails", async () => {
      const cookie = await t.signUp();
      const { task, keys } = await thoughtWithMedia(cookie);
      await call(t, `/api/tasks/${task.id}`, { cookie, method: "DELETE" });
      // a crash after the bytes went: the row is still there and the next sweep finishes
      await t.deps.media.delete(keys[0] ?? "");
      // a store that fails once: that row stays for a later look
      const media = t.deps.media;
      let failures = 1;
      const flaky = {
        ...media,
        kind: media.kind,
        put: media.put.bind(media),
        get: media.get.bind(media),
        delete: async (key: string) => {
          if (key === keys[1] && failures-- > 0) throw new Error("store unavailable");
          await media.delete(key);
        },
      };
      const first = await sweepUnusedMedia({ ...t.deps, media: flaky }, NOW);
      expect(first.deleted).toBe(2);
      expect(await rowOf(keys[0] ?? "")).toBeUndefined();
      expect(await rowOf(keys[1] ?? "")).toBeDefined();
      expect(await bytesOf(keys[1] ?? "")).not.toBeNull();
      const second = await sweepUnusedMedia({ ...t.deps, media: flaky }, NOW);
      expect(second.deleted).toBe(1);
      for (const key of keys) expect(await rowOf(key)).toBeUndefined();
    });

    it("lets two instances sweep at once without deleting anything twice", async () => {
      const cookie = await t.signUp();
      const a = await thoughtWithMedia(cookie);
      const b = await thoughtWithMedia(cookie);
      for (const { task } of [a, b])
        await call(t, `/api/tasks/${task.id}`, { cookie, method: "DELETE" });
      const runs = await Promise.all([
        sweepUnusedMedia(t.deps, { ...NOW, batch: 4 }),
        sweepUnusedMedia(t.deps, { ...NOW, batch: 4 }),
      ]);
      const again = await sweepUnusedMedia(t.deps, NOW);
      expect(runs[0].deleted + runs[1].deleted + again.deleted).toBe(6);
      const [left] = (
        (await t.deps.db.execute(
          sql`select count(*)::int as n from media_objects where key in (${sql.join(
            [...a.keys, ...b.keys].map((k) => sql`${k}`),
            sql`, `,
          )})`,
        )) as { rows: { n: number }[] }
      ).rows;
      expect(left?.n).toBe(0);
    });
  });
}

mediaLifecycle("stored bytes on the disk store", () => ({}));

describe("stored bytes on S3 (s3rver)", () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  mediaLifecycle("stored bytes on the S3 store", () => s3.env);
});
