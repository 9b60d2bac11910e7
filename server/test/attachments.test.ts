import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachmentMessages } from "@firstly/core/attachments/attachment-rules";
import type { Task } from "@firstly/core/contract/task";
import { mediaKeyFromUrl } from "../src/media/media-store";
import { sniffAttachment } from "../src/use-cases/attachments/sniff-attachment";
import { cleanFileName } from "../src/use-cases/attachments/add-attachment";
import { call, createTask, listTasks } from "./support/feature-helpers";
import { startLocalS3, type LocalS3 } from "./support/local-s3";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./support/test-app";

const png = (width = 3000, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
const tinyPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function upload(
  t: TestApp,
  cookie: string | null,
  taskId: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return t.app.request(`/api/tasks/${taskId}/attachments`, {
    method: "POST",
    headers: {
      origin: TEST_ORIGIN,
      "content-type": "application/octet-stream",
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
}
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe("attachment type by content", () => {
  it("reads the first bytes, never the name", async () => {
    expect((await sniffAttachment(await png(4, 4)))?.contentType).toBe("image/png");
    expect((await sniffAttachment(tinyPdf))?.contentType).toBe("application/pdf");
    expect((await sniffAttachment(Buffer.from("Shopping list\n- milk\n- bread ✓")))?.kind).toBe(
      "file",
    );
    expect(await sniffAttachment(Buffer.from("MZ\x90\x00\x03\x00\x00\x00"))).toBeNull();
    expect(
      await sniffAttachment(Buffer.from("<!DOCTYPE html><script>alert(1)</script>")),
    ).toBeNull();
    expect(await sniffAttachment(Buffer.from([0xc3, 0x28, 0x41]))).toBeNull(); // invalid UTF-8
    expect(await sniffAttachment(new Uint8Array())).toBeNull();
  });

  it("keeps a clean display name", () => {
    expect(cleanFileName(encodeURIComponent("Résumé 2025.pdf"))).toBe("Résumé 2025.pdf");
    expect(cleanFileName("..%2F..%2Fetc%2Fpasswd")).toBe("passwd");
    expect(cleanFileName(undefined)).toBe("file");
    expect(cleanFileName(`${"a".repeat(300)}.pdf`)).toMatch(/^a{196}\.pdf$/);
  });
});

function attachmentJourney(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    let t: TestApp;
    let cookie = "";
    let other = "";
    beforeAll(async () => {
      t = await createTestApp({ env: env() });
      cookie = await t.signUp();
      other = await t.signUp();
    }, 60_000);
    afterAll(() => t.close());

    it("stores an image by its bytes (a PNG named .pdf), compressed to WebP at most 2048 px", async () => {
      const task = await createTask(t, cookie);
      const res = await upload(t, cookie, task.id, await png(), {
        "x-file-name": encodeURIComponent("holiday.pdf"),
        "content-type": "application/pdf",
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Task;
      expect(body.imageURLs).toHaveLength(1);
      expect(body.files).toEqual([]);
      const served = await t.request(body.imageURLs[0] ?? "", { cookie });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 2048, 683]);
      // another person: neither the task nor the picture exists for them
      expect((await t.request(body.imageURLs[0] ?? "", { cookie: other })).status).toBe(404);
      expect((await upload(t, other, task.id, await png(8, 8))).status).toBe(404);
      const key = mediaKeyFromUrl(body.imageURLs[0]) ?? "";
      const theirs = await call(t, `/api/tasks/${task.id}/attachments/${key}`, {
        cookie: other,
        method: "DELETE",
      });
      expect(theirs.status).toBe(404);
    });

    it("keeps PDFs and text as files with their name and size; refuses programs and pages named .png", async () => {
      const task = await createTask(t, cookie);
      const pdf = await upload(t, cookie, task.id, tinyPdf, {
        "x-file-name": encodeURIComponent("Tickets – Athens.pdf"),
      });
      expect(pdf.status).toBe(200);
      const note = Buffer.from("Packing list\nsunscreen\n");
      const text = await upload(t, cookie, task.id, note, { "x-file-name": "notes.txt" });
      const body = (await text.json()) as Task;
      expect(body.files.map(({ name, size, type }) => ({ name, size, type }))).toEqual([
        { name: "Tickets – Athens.pdf", size: tinyPdf.length, type: "application/pdf" },
        { name: "notes.txt", size: note.length, type: "text/plain" },
      ]);
      const served = await t.request(body.files[0]?.url ?? "", { cookie });
      expect(served.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await served.arrayBuffer()).equals(tinyPdf)).toBe(true);

      const exe = Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(200, 0)]);
      const refused = await upload(t, cookie, task.id, exe, {
        "x-file-name": "photo.png",
        "content-type": "image/png",
      });
      expect(refused.status).toBe(415);
      expect((await errorOf(refused)).message).toBe(attachmentMessages.unsupported);
      const html = Buffer.from("<html><body><script>alert(1)</script></body></html>");
      expect((await upload(t, cookie, task.id, html, { "x-file-name": "a.png" })).status).toBe(415);
      // a form post from another site cannot send a file
      const form = await upload(t, cookie, task.id, tinyPdf, { "content-type": "text/plain" });
      expect(form.status).toBe(415);
      const crossSite = await upload(t, cookie, task.id, tinyPdf, {
        origin: "https://evil.example",
      });
      expect(crossSite.status).toBe(403);
    });

    it("answers 413 beyond 5 MB, declared or streamed", async () => {
      const task = await createTask(t, cookie);
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41);
      const declared = await upload(t, cookie, task.id, big);
      expect(declared.status).toBe(413);
      expect((await errorOf(declared)).message).toBe(attachmentMessages.tooLarge);
      const chunk = new Uint8Array(1024 * 1024).fill(0x41);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 6) controller.enqueue(chunk);
          else controller.close();
        },
      });
      expect((await upload(t, cookie, task.id, stream)).status).toBe(413);
      const exact = Buffer.alloc(5 * 1024 * 1024, 0x41);
      expect((await upload(t, cookie, task.id, exact)).status).toBe(200);
    });

    it("takes 10 images per note, then refuses with a clear message; a retried upload adds nothing", async () => {
      const task = await createTask(t, cookie);
      const small = await png(16, 16);
      const uploadId = randomUUID();
      for (let i = 0; i < 10; i++) {
        const res = await upload(
          t,
          cookie,
          task.id,
          small,
          i === 0 ? { "x-upload-id": uploadId } : {},
        );
        expect(res.status).toBe(200);
      }
      const retry = await upload(t, cookie, task.id, small, { "x-upload-id": uploadId });
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as Task).imageURLs).toHaveLength(10);
      const eleventh = await upload(t, cookie, task.id, small);
      expect(eleventh.status).toBe(409);
      expect((await errorOf(eleventh)).message).toBe(attachmentMessages.tooManyImages);
      // files still fit
      expect((await upload(t, cookie, task.id, tinyPdf)).status).toBe(200);
      // the same upload id from someone else is a different upload
      const theirTask = await createTask(t, other);
      const theirs = await upload(t, other, theirTask.id, small, { "x-upload-id": uploadId });
      expect(((await theirs.json()) as Task).imageURLs).toHaveLength(1);
    });

    it("keeps the original when compression fails, and removes attachments", async () => {
      const task = await createTask(t, cookie);
      // a PNG's signature and header chunks over image data sharp cannot decode
      const chunk = (type: string, data: Buffer) =>
        Buffer.concat([
          Buffer.from([0, 0, 0, data.length]),
          Buffer.from(type),
          data,
          Buffer.alloc(4),
        ]);
      const broken = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk("IHDR", Buffer.from([0, 0, 0, 4, 0, 0, 0, 4, 8, 2, 0, 0, 0])),
        chunk("IDAT", Buffer.alloc(64, 7)),
      ]);
      const res = await upload(t, cookie, task.id, broken);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Task;
      const url = body.imageURLs[0] ?? "";
      const served = await t.request(url, { cookie });
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await served.arrayBuffer()).equals(broken)).toBe(true);

      const key = mediaKeyFromUrl(url) ?? "";
      const removed = await call<Task>(t, `/api/tasks/${task.id}/attachments/${key}`, {
        cookie,
        method: "DELETE",
      });
      expect(removed.status).toBe(200);
      expect(removed.body.imageURLs).toEqual([]);
      expect((await t.request(url, { cookie })).status).toBe(404);
      const again = await call<Task>(t, `/api/tasks/${task.id}/attachments/${key}`, {
        cookie,
        method: "DELETE",
      });
      expect(again.status).toBe(200);
      expect(again.body.version).toBe(removed.body.version);
    });

    it("creates a new note from its first upload with x-new-note (docs/behaviour/validation.md#files: a note may be only a picture or a file)", async () => {
      const id = randomUUID();
      const newNote = { "x-new-note": "1", "x-note-title": encodeURIComponent("Kitchen · ideas") };
      // without the header a missing note stays a 404
      expect((await upload(t, cookie, id, tinyPdf)).status).toBe(404);
      const uploadId = randomUUID();
      const res = await upload(t, cookie, id, await png(16, 16), {
        ...newNote,
        "x-upload-id": uploadId,
      });
      expect(res.status).toBe(200);
      const created = (await res.json()) as Task;
      expect(created).toMatchObject({ id, title: "Kitchen · ideas", text: "", status: "pending" });
      expect(created.imageURLs).toHaveLength(1);
      // a retry changes nothing; the next upload joins the same note
      const retry = await upload(t, cookie, id, await png(16, 16), {
        ...newNote,
        "x-upload-id": uploadId,
      });
      expect(((await retry.json()) as Task).imageURLs).toEqual(created.imageURLs);
      const withFile = await upload(t, cookie, id, tinyPdf, newNote);
      expect(((await withFile.json()) as Task).files).toHaveLength(1);
      expect((await listTasks(t, cookie)).filter((task) => task.id === id)).toHaveLength(1);
      // another person's note is not theirs to create into, nor is a deleted one
      const theirs = await upload(t, other, id, tinyPdf, newNote);
      expect(theirs.status).toBe(404);
      const gone = await createTask(t, cookie);
      await call(t, `/api/tasks/${gone.id}`, { cookie, method: "DELETE" });
      expect((await upload(t, cookie, gone.id, tinyPdf, newNote)).status).toBe(404);
      // a file the server refuses creates nothing
      const refusedId = randomUUID();
      const refused = await upload(t, cookie, refusedId, Buffer.from("MZ\x90\x00"), newNote);
      expect(refused.status).toBe(415);
      expect((await listTasks(t, cookie)).some((task) => task.id === refusedId)).toBe(false);
      const longTitle = { "x-new-note": "1", "x-note-title": "a".repeat(201) };
      expect((await upload(t, cookie, randomUUID(), tinyPdf, longTitle)).status).toBe(400);
    });
  });
}

attachmentJourney("attachments on the disk store", () => ({}));

describe("attachments on S3 (s3rver)", () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  attachmentJourney("attachments on the S3 store", () => s3.env);
});
