import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskMediaStore } from "../src/media/disk-media-store";
import { mediaKeyFromUrl, mediaUrl, newMediaKey, type MediaStore } from "../src/media/media-store";
import { createS3MediaStore } from "../src/media/s3-media-store";
import { startJobWorker } from "../src/jobs/job-worker";
import { call, createMainGoal } from "./support/feature-helpers";
import {
  LOCAL_S3_BUCKET,
  LOCAL_S3_CREDENTIALS,
  startLocalS3,
  type LocalS3,
} from "./support/local-s3";
import { createTestApp, type TestApp } from "./support/test-app";
import type { Goal } from "@firstly/core/contract/goal";

/** The same promises for every store: what goes in comes out, deletes are quiet, keys are checked. */
function storeContract(name: string, store: () => MediaStore) {
  describe(name, () => {
    it("puts, gets and deletes by key, with the content type", async () => {
      const key = newMediaKey("image/png");
      expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
      const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      await store().put(key, { body, contentType: "image/png" });
      const back = await store().get(key);
      expect(back?.contentType).toBe("image/png");
      expect(back?.body.equals(body)).toBe(true);
      await store().delete(key);
      expect(await store().get(key)).toBeNull();
      await store().delete(key); // again: not an error
      expect(await store().get(newMediaKey("image/webp"))).toBeNull();
    });
  });
}

describe("media keys", () => {
  it("round-trip through the served URL; anything else is not a key", () => {
    const key = newMediaKey("image/webp");
    expect(mediaKeyFromUrl(mediaUrl(key))).toBe(key);
    expect(mediaKeyFromUrl("https://example.com/a.png")).toBeNull();
    expect(mediaKeyFromUrl("/api/media/../../etc/passwd")).toBeNull();
    expect(mediaKeyFromUrl(null)).toBeNull();
  });
});

const dataDir = mkdtempSync(path.join(tmpdir(), "firstly-media-"));
const disk = createDiskMediaStore(dataDir);
storeContract("disk media store", () => disk);

describe("disk media store files", () => {
  it("leaves no temp file behind and never touches a path outside its folder", async () => {
    const key = newMediaKey("image/webp");
    await disk.put(key, { body: Buffer.from("x"), contentType: "image/webp" });
    const files = readdirSync(path.join(dataDir, "media"));
    expect(files.sort()).toEqual([key, `${key}.type`].sort());
    await expect(
      disk.put("../escape.webp", { body: Buffer.from("x"), contentType: "image/webp" }),
    ).rejects.toThrow(/invalid media key/);
    expect(await disk.get("../../etc/passwd")).toBeNull();
  });
});

describe("S3 media store against s3rver", () => {
  let local: LocalS3;
  let s3: MediaStore;
  beforeAll(async () => {
    local = await startLocalS3();
    s3 = createS3MediaStore({
      bucket: LOCAL_S3_BUCKET,
      endpoint: local.endpoint,
      region: "us-east-1",
      ...LOCAL_S3_CREDENTIALS,
      forcePathStyle: true,
    });
  });
  afterAll(() => local.close());

  storeContract("S3 operations", () => s3);

  it("is what the app stores generated pictures in when S3_* is set, and serves them to the owner only", async () => {
    let t: TestApp | null = null;
    let worker: ReturnType<typeof startJobWorker> | null = null;
    try {
      t = await createTestApp({
        env: local.env,
      });
      expect(t.deps.media.kind).toBe("s3");
      worker = startJobWorker(t.deps);
      const cookie = await t.signUp();
      const other = await t.signUp();
      const goal = await createMainGoal(t, cookie, "Sail around the Greek islands");
      await call(t, `/api/goals/${goal.id}/image`, { cookie, method: "POST" });
      let url: string | null = null;
      for (let i = 0; i < 600 && !url; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const goals = (await call<{ goals: Goal[] }>(t, "/api/goals", { cookie })).body.goals;
        url = goals.find((g) => g.id === goal.id)?.imageURL ?? null;
      }
      expect(url).toMatch(/^\/api\/media\//);
      const key = mediaKeyFromUrl(url) ?? "";
      expect((await s3.get(key))?.contentType).toBe("image/webp");
      const res = await t.request(url ?? "", { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect((await t.request(url ?? "", { cookie: other })).status).toBe(404);
    } finally {
      await worker?.stop();
      await t?.close();
    }
    // a fresh app with its migrations and a worker: slow on a busy machine
  }, 90_000);
});
