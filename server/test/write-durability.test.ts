import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { openPglite } from "../src/db/open-database";
import { userTasks } from "../src/db/schema";
import { cookieFrom } from "./support/test-app";

const main = path.join(import.meta.dirname, "../src/main.ts");
let server: ChildProcess | null = null;

afterEach(() => {
  server?.kill("SIGKILL");
  server = null;
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    s.on("error", reject);
  });
}

/** The real server (src/main.ts) on the embedded database in `dir`, answering at the URL returned. */
async function startServer(dir: string): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["--import", "tsx", main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: base,
      DATA_DIR: dir,
      DATABASE_URL: "",
      LOG_LEVEL: "silent",
      AUTH_SECRET: "durability-secret-durability-secret-1234",
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return base;
    if (Date.now() > deadline) throw new Error("server did not start within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("acknowledged writes survive kill -9", () => {
  it("every edit, create and complete the server answered 200 to is stored after a crash mid-burst", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "firstly-durable-"));
    const base = await startServer(dir);
    const send = (cookie: string, method: string, pathname: string, body?: unknown) =>
      fetch(`${base}${pathname}`, {
        method,
        headers: { origin: base, cookie, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const signUp = await send("", "POST", "/api/auth/sign-up/email", {
      email: "durable@example.com",
      password: "durable-pass-42",
      name: "Durable",
    });
    expect(signUp.status).toBe(200);
    const cookie = cookieFrom(signUp);
    await send(cookie, "POST", "/api/goals/main", { description: "Run a half marathon" });
    const ids = Array.from({ length: 4 }, () => randomUUID());
    for (const id of ids) {
      expect((await send(cookie, "POST", "/api/tasks", { id, text: "edit 0" })).status).toBe(200);
    }

    // four writers edit their own thought again and again, a fifth creates and completes; the
    // server is killed while they are at it
    const acknowledged = new Map<string, number>();
    const created: string[] = [];
    const completed: string[] = [];
    let running = true;
    const writer = async (id: string) => {
      for (let n = 1; running; n++) {
        const res = await send(cookie, "PATCH", `/api/tasks/${id}`, { text: `edit ${n}` }).catch(
          () => null,
        );
        if (res?.status !== 200) return;
        acknowledged.set(id, n);
      }
    };
    const creator = async () => {
      while (running && created.length < 15) {
        const id = randomUUID();
        const made = await send(cookie, "POST", "/api/tasks", { id, text: "made" }).catch(
          () => null,
        );
        if (made?.status !== 200) return;
        created.push(id);
        const done = await send(cookie, "POST", `/api/tasks/${id}/actions`, {
          action: "complete",
        }).catch(() => null);
        if (done?.status !== 200) return;
        completed.push(id);
      }
    };
    const writers = [...ids.map(writer), creator()];
    await new Promise((r) => setTimeout(r, 1_500));
    server?.kill("SIGKILL");
    running = false;
    await Promise.all(writers);
    const killed = server;
    if (killed && killed.exitCode === null && killed.signalCode === null)
      await new Promise((r) => killed.once("exit", r));
    server = null;
    expect([...acknowledged.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(4);

    const database = await openPglite(dir);
    try {
      for (const id of ids) {
        const [row] = await database.db
          .select({ text: userTasks.text })
          .from(userTasks)
          .where(eq(userTasks.id, id));
        const stored = Number(/edit (\d+)/.exec(row?.text ?? "")?.[1] ?? -1);
        // the last acknowledged edit, or one sent after it that committed before the kill
        expect(stored).toBeGreaterThanOrEqual(acknowledged.get(id) ?? 0);
      }
      for (const id of created) {
        const [row] = await database.db
          .select({ status: userTasks.status })
          .from(userTasks)
          .where(and(eq(userTasks.id, id)));
        expect(row).toBeDefined();
        if (completed.includes(id)) expect(row?.status).toBe("completed");
      }
    } finally {
      await database.close();
    }
    // starting the real server twice over (tsx, a first PGlite start) is slow on a busy machine
  }, 180_000);
});
