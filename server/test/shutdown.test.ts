import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const main = path.resolve(import.meta.dirname, "../src/main.ts");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("process lifecycle", () => {
  it("shuts down cleanly on SIGTERM, even with an event stream open, and logs JSON lines", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "firstly-shutdown-"));
    const child = spawn(process.execPath, ["--import", "tsx", main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        BASE_URL: `http://localhost:${port}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`server did not start: ${out}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const guest = await fetch(`${url}/api/auth/sign-in/anonymous`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
      body: "{}",
    });
    const cookie = guest.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const stream = await fetch(`${url}/api/events`, { headers: { cookie } });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");

    const exited = new Promise<number | null>((resolve) =>
      child.on("exit", (code) => resolve(code)),
    );
    const started = Date.now();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(9_000);
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { msg: string });
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(["listening", "request", "shutdown"]),
    );
  }, 90_000);
});
