import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@firstly/core/contract/task";
import { parseByteRange } from "../src/http/byte-range";
import { sniffAttachment } from "../src/use-cases/attachments/sniff-attachment";
import { pngBytes, wavTone, webmLike } from "./support/audio-fixtures";
import { createTask } from "./support/feature-helpers";
import { startLocalS3, type LocalS3 } from "./support/local-s3";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./support/test-app";

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const padded = (head: number[], size = 600) => {
  const bytes = new Uint8Array(size).fill(0x11);
  bytes.set(head);
  return bytes;
};
const ogg = () => padded([...ascii("OggS"), 0, 2]);
const m4a = () => padded([0, 0, 0, 0x20, ...ascii("ftypM4A "), 0, 0, 2, 0]);
const heic = () => padded([0, 0, 0, 0x18, ...ascii("ftypheic"), 0, 0, 0, 0]);

describe("recordings are typed by their first bytes", () => {
  it.each([
    ["WebM (MediaRecorder in Chromium and Firefox)", webmLike(), "audio/webm"],
    ["Ogg", ogg(), "audio/ogg"],
    ["WAV", wavTone(0.1), "audio/wav"],
    ["MP4/M4A (Safari)", m4a(), "audio/mp4"],
  ])("%s → %s, a file", async (_, bytes, type) => {
    expect(await sniffAttachment(bytes)).toEqual({ kind: "file", contentType: type });
  });

  it("keeps pictures pictures and refuses an iPhone HEIC photo rather than calling it sound", async () => {
    expect((await sniffAttachment(pngBytes()))?.kind).toBe("image");
    expect(await sniffAttachment(heic())).toBeNull();
  });
});

describe("byte ranges", () => {
  it.each([
    [undefined, 100, null],
    ["bytes=0-", 100, { start: 0, end: 99 }],
    ["bytes=0-0", 100, { start: 0, end: 0 }],
    ["bytes=10-19", 100, { start: 10, end: 19 }],
    ["bytes=90-500", 100, { start: 90, end: 99 }],
    ["bytes=-10", 100, { start: 90, end: 99 }],
    ["bytes=-500", 100, { start: 0, end: 99 }],
    ["bytes=99-", 100, { start: 99, end: 99 }],
    ["bytes=100-", 100, "unsatisfiable"],
    ["bytes=-0", 100, "unsatisfiable"],
    ["bytes=20-10", 100, null],
    ["bytes=0-1,5-6", 100, null],
    ["items=0-1", 100, null],
    ["bytes=-", 100, null],
  ] as const)("%j of %i bytes → %j", (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });
});

function upload(t: TestApp, cookie: string, taskId: string, body: Uint8Array, type: string) {
  return t.app.request(`/api/tasks/${taskId}/attachments`, {
    method: "POST",
    headers: {
      origin: TEST_ORIGIN,
      "content-type": type,
      cookie,
      "x-file-name": encodeURIComponent("Recording 1.webm"),
    },
    body,
  });
}

function audioJourney(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    let t: TestApp;
    let cookie = "";
    beforeAll(async () => {
      t = await createTestApp({ env: env() });
      cookie = await t.signUp();
    }, 60_000);
    afterAll(() => t.close());

    it("stores a recording as a file with its type and serves it with ranges", async () => {
      const task = await createTask(t, cookie);
      const recording = webmLike(5);
      // a MediaRecorder Blob sent as is carries its own type
      const res = await upload(t, cookie, task.id, recording, "audio/webm;codecs=opus");
      expect(res.status).toBe(200);
      const body = (await res.json()) as Task;
      expect(body.imageURLs).toEqual([]);
      expect(body.files.map(({ name, size, type }) => ({ name, size, type }))).toEqual([
        { name: "Recording 1.webm", size: recording.length, type: "audio/webm" },
      ]);
      const url = body.files[0]?.url ?? "";
      expect(url).toMatch(/\.webm$/);

      const whole = await t.request(url, { cookie });
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe("audio/webm");
      expect(whole.headers.get("accept-ranges")).toBe("bytes");
      expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(recording))).toBe(true);

      // what Chromium's media loader sends first
      const open = await t.request(url, { cookie, headers: { range: "bytes=0-" } });
      expect(open.status).toBe(206);
      expect(open.headers.get("content-range")).toBe(
        `bytes 0-${recording.length - 1}/${recording.length}`,
      );
      expect((await open.arrayBuffer()).byteLength).toBe(recording.length);
      const part = await t.request(url, { cookie, headers: { range: "bytes=4-11" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-length")).toBe("8");
      expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(recording.subarray(4, 12)));
      const past = await t.request(url, {
        cookie,
        headers: { range: `bytes=${recording.length}-` },
      });
      expect(past.status).toBe(416);
      expect(past.headers.get("content-range")).toBe(`bytes */${recording.length}`);
      // someone else: still 404, range or not
      const other = await t.signUp();
      const theirs = await t.request(url, { cookie: other, headers: { range: "bytes=0-" } });
      expect(theirs.status).toBe(404);
    });

    it("takes Ogg, WAV and M4A by their bytes whatever the header says", async () => {
      const task = await createTask(t, cookie);
      for (const [bytes, type, ext] of [
        [ogg(), "audio/ogg", "ogg"],
        [wavTone(0.2), "audio/wav", "wav"],
        [m4a(), "audio/mp4", "m4a"],
      ] as const) {
        const res = await upload(t, cookie, task.id, bytes, "application/octet-stream");
        expect(res.status).toBe(200);
        const file = ((await res.json()) as Task).files.at(-1);
        expect(file?.type).toBe(type);
        expect(file?.url.endsWith(`.${ext}`)).toBe(true);
        const served = await t.request(file?.url ?? "", { cookie });
        expect(served.headers.get("content-type")).toBe(type);
      }
      // a picture sent as audio is still a picture; a HEIC photo is refused, not played
      const png = await upload(t, cookie, task.id, pngBytes(), "audio/webm");
      expect(png.status).toBe(200);
      expect(((await png.json()) as Task).imageURLs).toHaveLength(1);
      expect((await upload(t, cookie, task.id, heic(), "audio/mp4")).status).toBe(415);
    });

    it("answers 413 for a recording over 5 MB", async () => {
      const task = await createTask(t, cookie);
      const big = Buffer.concat([webmLike(1), Buffer.alloc(5 * 1024 * 1024)]);
      expect((await upload(t, cookie, task.id, big, "audio/webm")).status).toBe(413);
    });
  });
}

audioJourney("recordings on the disk store", () => ({}));

describe("recordings on S3 (s3rver)", () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  audioJourney("recordings on the S3 store", () => s3.env);
});
