/**
 * Load benchmark: the built server (server/dist/main.js) on PGlite and, when TEST_DATABASE_URL or
 * DATABASE_URL is set, on PostgreSQL, against a bare node:http hello server measured in the same
 * run (own process). Run `npm run build` first, then `npm run bench:load`.
 *
 * Profiles:
 *  - list: one signed-in person with a goal and 24 thoughts; autocannon GET /api/tasks,
 *    50 connections, 10 s.
 *  - mixed: 20 people at once, each looping list → create → edit → complete for 10 s (every 20
 *    creates, under the free monthly limit, a person signed up before the run takes over).
 *  - edits: 50 signed-in people, one connection each, each PATCHing the text of their own four
 *    thoughts in turn (a new text every time, with the autosave's clientUpdatedAt); autocannon,
 *    50 connections, 10 s.
 *  - create/complete: 50 connections, each a signed-in person creating a thought and completing
 *    it, again and again; a person hands over to one signed up before the run after 20 creates
 *    (the free monthly limit), so no sign-up is timed.
 *
 * `BENCH_PROFILES=edits,create` runs some profiles (list, mixed, edits, create; all by default).
 *
 * Every profile, the hello included, first runs the same load for BENCH_WARMUP_S seconds (3 by
 * default) that are not timed: what a server does in the first seconds of a load after a quiet
 * spell is mostly V8 compiling the code that load runs (decision 0020, "Measured warm"), which a
 * server that has been up a while has long done. `BENCH_WARMUP_S=0` measures from the first
 * request, as runs before 29 November did.
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
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
/** people signed up before a write profile, to take over at the free monthly limit */
const SPARE_PEOPLE = Number(process.env.BENCH_SPARE_PEOPLE ?? 200);
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
  /** requests answered in the timed window */
  total: number;
}

async function cannon(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const options = { url, connections: CONNECTIONS, headers };
  if (WARMUP_S > 0) await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

async function listProfile(base: string): Promise<Figures> {
  const p = await person(base);
  await p.call("POST", "/api/goals/main", { description: "Run a half marathon next spring" });
  for (let i = 0; i < 24; i++) {
    await p.call("POST", "/api/tasks", { id: randomUUID(), text: `Training thought number ${i}` });
  }
  // a list whose pictures are still being drawn changes with each one, and is read again
  await picturesDrawn([p]);
  return cannon(`${base}/api/tasks`, { cookie: p.cookie });
}

type Person = Awaited<ReturnType<typeof person>>;

/** Called by a write profile just before its timed part (see `measured`). */
let timedStart: () => Promise<void> = async () => {};

/** Sign up `count` people, a few at a time (each sign-up hashes a password). */
async function people(base: string, count: number): Promise<Person[]> {
  const out: Person[] = [];
  while (out.length < count) {
    const batch = Math.min(10, count - out.length);
    out.push(...(await Promise.all(Array.from({ length: batch }, () => person(base)))));
  }
  return out;
}

async function seededPerson(base: string, thoughts: number) {
  const p = await person(base);
  await p.call("POST", "/api/goals/main", { description: "Run a half marathon next spring" });
  const ids: string[] = [];
  for (let i = 0; i < thoughts; i++) {
    const id = randomUUID();
    await p.call("POST", "/api/tasks", { id, text: `Training thought number ${i}` });
    ids.push(id);
  }
  return { ...p, ids };
}

/** One autocannon connection per person: every client is handed the next person's requests. */
async function perPersonCannon(
  base: string,
  requestsFor: (index: number) => autocannon.Request[],
): Promise<Figures> {
  let next = 0;
  const options = {
    url: base,
    connections: CONNECTIONS,
    setupClient: (client: autocannon.Client) => {
      client.setRequests(requestsFor(next++ % CONNECTIONS));
    },
  };
  if (WARMUP_S > 0) await autocannon({ ...options, duration: WARMUP_S });
  await timedStart();
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (result.errors + result.timeouts + result.non2xx > 0) {
    // what went wrong, by status (a timeout is autocannon's 10 s without an answer)
    console.error(
      `errors: ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}`,
      JSON.stringify(result.statusCodeStats),
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/**
 * Waits until none of these people's thoughts or goals is still getting its picture: every
 * create queues one (AI_IMAGE_AUTO), and the server draws them in the background for a while
 * after the seeding, which a profile would otherwise time as its own work. Pictures wait behind
 * every other job, and those the profile before queued (a create/complete or mixed run makes
 * hundreds) are drawn first, so the wait can be minutes; it is printed, never timed.
 */
async function picturesDrawn(seeded: Person[]): Promise<void> {
  const started = Date.now();
  const deadline = started + 600_000;
  const making = (list: unknown) =>
    Array.isArray(list) &&
    list.some((item: { isGeneratingImage?: boolean }) => item.isGeneratingImage);
  for (const p of seeded) {
    for (;;) {
      const { tasks } = (await p.call("GET", "/api/tasks")) as { tasks: unknown };
      const { goals } = (await p.call("GET", "/api/goals")) as { goals: unknown };
      if (!making(tasks) && !making(goals)) break;
      if (Date.now() > deadline) throw new Error("the seeded pictures were not drawn within 600 s");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  console.error(`(waited ${Math.round((Date.now() - started) / 1000)} s for the seeded pictures)`);
}

async function editProfile(base: string): Promise<Figures> {
  const writers: Awaited<ReturnType<typeof seededPerson>>[] = [];
  while (writers.length < CONNECTIONS) {
    writers.push(...(await Promise.all(Array.from({ length: 10 }, () => seededPerson(base, 4)))));
  }
  await picturesDrawn(writers);
  let edit = 0;
  return perPersonCannon(base, (i) => {
    const w = writers[i]!;
    const headers = { cookie: w.cookie, origin: base, "content-type": "application/json" };
    return w.ids.map((id) => ({
      method: "PATCH" as const,
      path: `/api/tasks/${id}`,
      headers,
      setupRequest: (req: autocannon.Request) => {
        edit += 1;
        return {
          ...req,
          body: JSON.stringify({
            text: `Training thought, edit ${edit}: an easy run of ${edit % 20} km`,
            clientUpdatedAt: new Date().toISOString(),
          }),
        };
      },
    }));
  });
}

async function createCompleteProfile(base: string): Promise<Figures> {
  const creators = await people(base, CONNECTIONS);
  // ≈ 20 creates per person before the free limit; enough spare people for ~3,000 creates
  const spare = await people(base, SPARE_PEOPLE);
  await Promise.all(
    creators.map((p) =>
      p.call("POST", "/api/goals/main", { description: "Run a half marathon next spring" }),
    ),
  );
  let made = 0;
  return perPersonCannon(base, (i) => {
    let p = creators[i]!;
    let creates = 0;
    let id = "";
    const headers = () => ({ cookie: p.cookie, origin: base, "content-type": "application/json" });
    return [
      {
        method: "POST" as const,
        path: "/api/tasks",
        setupRequest: (req: autocannon.Request) => {
          creates += 1;
          if (creates > FREE_CREATES_PER_PERSON) {
            const taken = spare.pop();
            if (taken) p = taken;
            creates = 1;
          }
          id = randomUUID();
          made += 1;
          return {
            ...req,
            headers: headers(),
            body: JSON.stringify({ id, text: `Created thought ${made}: call the running club` }),
          };
        },
      },
      {
        method: "POST" as const,
        path: "/api/tasks/x/actions",
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          path: `/api/tasks/${id}/actions`,
          headers: headers(),
          body: JSON.stringify({ action: "complete" }),
        }),
      },
    ];
  });
}

async function mixedProfile(base: string): Promise<Figures> {
  const loopers = await Promise.all(Array.from({ length: 20 }, () => person(base)));
  // people who take over at the free limit are signed up before the clock starts: a sign-up
  // (scrypt) inside the window took server time from the loops it was not counted in
  const spare = await people(base, SPARE_PEOPLE);
  const latencies: number[] = [];
  let errors = 0;
  const loops = loopers.map((p) => ({ p, n: 0 }));
  /** every person loops until `end`; with `record`, each request's time and failure is kept */
  const run = (end: number, record: boolean) =>
    Promise.all(
      loops.map(async (loop) => {
        const timed = async (request: () => Promise<unknown>) => {
          const started = performance.now();
          try {
            await request();
          } catch {
            if (record) errors += 1;
          }
          if (record) latencies.push(performance.now() - started);
        };
        while (Date.now() < end) {
          const id = randomUUID();
          loop.n += 1;
          // a free account may create 25 items a month (docs/behaviour/limits.md#items): a person
          // signed up before the run takes over before that, so the profile measures the server,
          // not the limit (only when the spares run out does a sign-up fall inside the window)
          if (loop.n % FREE_CREATES_PER_PERSON === 0) loop.p = spare.pop() ?? (await person(base));
          const { p, n } = loop;
          await timed(() => p.call("GET", "/api/tasks"));
          await timed(() => p.call("POST", "/api/tasks", { id, text: `Mixed thought ${n}` }));
          await timed(() =>
            p.call("PATCH", `/api/tasks/${id}`, { text: `Mixed thought ${n}, edited` }),
          );
          await timed(() => p.call("POST", `/api/tasks/${id}/actions`, { action: "complete" }));
        }
      }),
    );
  if (WARMUP_S > 0) await run(Date.now() + WARMUP_S * 1000, false);
  await timedStart();
  await run(Date.now() + DURATION_S * 1000, true);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor((latencies.length - 1) * q)] ?? 0);
  return {
    rps: latencies.length / DURATION_S,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    total: latencies.length,
  };
}

async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** CPU time (user + system) the process has used, in ms: Linux's /proc/<pid>/stat, 100 ticks/s. */
async function cpuMs(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/**
 * The server's CPU per request while a profile ran (its own process: on PGlite that includes the
 * database, on PostgreSQL it does not). It moves less than req/s when other work shares the
 * machine, so it compares two builds of like throughput (fixed background work is shared among
 * fewer requests in a slow run).
 */
async function measured(pid: number, run: () => Promise<Figures>) {
  let before = await cpuMs(pid);
  // from when the profile's people are ready: their sign-ups and seeding are not counted
  timedStart = async () => {
    before = await cpuMs(pid);
  };
  const figures = await run();
  const used = (await cpuMs(pid)) - before;
  return { figures, cpu: `server CPU ${(used / Math.max(1, figures.total)).toFixed(2)} ms/req` };
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
  const profiles = new Set(
    (process.env.BENCH_PROFILES ?? "list,mixed,edits,create").split(",").map((s) => s.trim()),
  );
  for (const target of targets) {
    const app = await startApp(target.url);
    const started = await rssMb(app.pid);
    if (profiles.has("list")) {
      const list = await listProfile(app.url);
      const afterList = await rssMb(app.pid);
      rows.push(
        line(`${target.name}: authed GET /api/tasks`, list, `RSS ${started} → ${afterList} MB`),
      );
    }
    const writes = [
      ["mixed", "mixed, 20 people", mixedProfile],
      ["edits", "edits, 50 people", editProfile],
      ["create", "create/complete, 50 people", createCompleteProfile],
    ] as const;
    for (const [key, name, profile] of writes) {
      if (!profiles.has(key)) continue;
      const { figures, cpu } = await measured(app.pid, () => profile(app.url));
      rows.push(line(`${target.name}: ${name}`, figures, `${cpu}, RSS ${await rssMb(app.pid)} MB`));
    }
    await app.stop();
    await target.drop?.();
  }
  console.log(
    `\n${DURATION_S} s per profile after ${WARMUP_S} s untimed, ${CONNECTIONS} connections (list), 2-core machine\n`,
  );
  console.log("| profile | req/s | p50 ms | p99 ms | errors | ratio to bare | notes |");
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
