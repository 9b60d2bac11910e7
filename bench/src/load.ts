/**
 * Load benchmark: the built server (server/dist/main.js) on PGlite and, when TEST_DATABASE_URL or
 * DATABASE_URL is set, on PostgreSQL, against a bare node:http hello server measured in the same
 * run (own process). Run `npm run build` first, then `npm run bench:load`.
 *
 * Profiles:
 *  - list: one signed-in person with a goal and 24 thoughts; autocannon GET /api/tasks,
 *    50 connections, 10 s.
 *  - mixed: 20 people at once, each looping list → create → edit → complete for 10 s (a new
 *    person signs up every 20 creates, under the free monthly limit).
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  freePort,
  freshPostgres,
  person,
  root,
  startApp,
  stop,
  waitFor,
} from "./support/app-process";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;
const FREE_CREATES_PER_PERSON = 20;

async function startHello() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q, s) => s.end("hello")).listen(${port}, "127.0.0.1")`,
    ],
    { stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, stop: () => stop(child) };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function cannon(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function listProfile(base: string): Promise<Figures> {
  const p = await person(base);
  await p.call("POST", "/api/goals/main", { description: "Run a half marathon next spring" });
  for (let i = 0; i < 24; i++) {
    await p.call("POST", "/api/tasks", { id: randomUUID(), text: `Training thought number ${i}` });
  }
  return cannon(`${base}/api/tasks`, { cookie: p.cookie });
}

async function mixedProfile(base: string): Promise<Figures> {
  const people = await Promise.all(Array.from({ length: 20 }, () => person(base)));
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + DURATION_S * 1000;
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      await run();
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - started);
  };
  await Promise.all(
    people.map(async (first) => {
      let p = first;
      let n = 0;
      while (Date.now() < end) {
        const id = randomUUID();
        n += 1;
        // a free account may create 25 items a month (SPEC §9): a fresh person takes over before
        // that, so the profile measures the server, not the limit (the sign-up is not timed)
        if (n % FREE_CREATES_PER_PERSON === 0) p = await person(base);
        await timed(() => p.call("GET", "/api/tasks"));
        await timed(() => p.call("POST", "/api/tasks", { id, text: `Mixed thought ${n}` }));
        await timed(() =>
          p.call("PATCH", `/api/tasks/${id}`, { text: `Mixed thought ${n}, edited` }),
        );
        await timed(() => p.call("POST", `/api/tasks/${id}/actions`, { action: "complete" }));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor((latencies.length - 1) * q)] ?? 0);
  return { rps: latencies.length / DURATION_S, p50: at(0.5), p99: at(0.99), errors };
}

async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function main() {
  if (!existsSync(path.join(root, "server/dist/main.js"))) {
    throw new Error("server/dist/main.js is missing: run `npm run build` first");
  }
  const rows: string[] = [];
  const hello = await startHello();
  const bare = await cannon(hello.url);
  await hello.stop();
  const line = (name: string, f: Figures, extra = "") =>
    `| ${name} | ${Math.round(f.rps)} | ${f.p50} | ${f.p99} | ${f.errors} | ${(f.rps / bare.rps).toFixed(3)} | ${extra} |`;
  rows.push(line("bare node:http hello", bare));

  const targets: { name: string; url: string | null; drop?: () => Promise<void> }[] = [
    { name: "PGlite", url: null },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (adminUrl) {
    const db = await freshPostgres(adminUrl);
    targets.push({ name: "PostgreSQL", url: db.url, drop: db.drop });
  }
  for (const target of targets) {
    const app = await startApp(target.url);
    const started = await rssMb(app.pid);
    const list = await listProfile(app.url);
    const afterList = await rssMb(app.pid);
    rows.push(
      line(`${target.name}: authed GET /api/tasks`, list, `RSS ${started} → ${afterList} MB`),
    );
    const mixed = await mixedProfile(app.url);
    rows.push(line(`${target.name}: mixed, 20 people`, mixed, `RSS ${await rssMb(app.pid)} MB`));
    await app.stop();
    await target.drop?.();
  }
  console.log(`\n${DURATION_S} s per profile, ${CONNECTIONS} connections (list), 2-core machine\n`);
  console.log("| profile | req/s | p50 ms | p99 ms | errors | ratio to bare | notes |");
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
