import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { createApp } from "../src/app";
import { createTestApp, type TestApp } from "./support/test-app";

/** A built SPA in miniature: one asset with its precompressed twins and its (hidden) source map. */
let t: TestApp;
let app: ReturnType<typeof createApp>;
const js = `console.log(${JSON.stringify("x".repeat(4000))});`;

beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(path.join(tmpdir(), "firstly-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Firstly</title>");
  writeFileSync(path.join(dist, "assets/app-abc123.js"), js);
  writeFileSync(path.join(dist, "assets/app-abc123.js.br"), brotliCompressSync(js));
  writeFileSync(path.join(dist, "assets/app-abc123.js.gz"), gzipSync(js));
  writeFileSync(path.join(dist, "assets/app-abc123.js.map"), '{"version":3}');
  app = createApp(t.deps, { webDist: dist });
});
afterAll(() => t.close());

const get = (p: string, encoding?: string) =>
  app.request(p, { headers: encoding ? { "accept-encoding": encoding } : {} });

describe("static assets", () => {
  it("sends the brotli or gzip file the build wrote, with the right headers", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(js);

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(js);
  });

  it("never serves source maps", async () => {
    expect((await get("/assets/app-abc123.js.map")).status).toBe(404);
  });
});
