/**
 * `npm run bench:import`: importing 2,000 thoughts (a Todoist CSV) on the embedded PGlite
 * database, through the real app and job worker in this process, for a person with a main goal
 * and two subtask goals. Times the request (read, plan, queue), then until the import is done:
 * written in one transaction and every thought scored against the three goals. Five runs, each a
 * fresh person; prints a markdown table. The bar (issue #28): under 10 s with the scoring done.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "../../server/src/env";
import { openPglite } from "../../server/src/db/open-database";
import { createDeps } from "../../server/src/create-deps";
import { createApp } from "../../server/src/app";
import { startJobWorker } from "../../server/src/jobs/job-worker";

const ITEMS = Number(process.env.BENCH_IMPORT_ITEMS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ORIGIN = "http://localhost:3000";

const verbs =
  "plan book call email draft review buy fix clean pack train run stretch read write".split(" ");
const things =
  "report invoice tickets groceries dentist passport insurance shoes playlist budget garden bike".split(
    " ",
  );

function todoistCsv(n: number): string {
  const rows = [
    "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE",
  ];
  for (let i = 0; i < n; i++) {
    if (i % 100 === 0) rows.push(`section,Section ${i / 100},,,,,,,,`);
    const v = verbs[i % verbs.length] ?? "do";
    const t = things[(i * 7) % things.length] ?? "thing";
    const desc = i % 3 === 0 ? `"Notes for ${t}, with a comma"` : "";
    rows.push(`task,${v} the ${t} (#${i}),${desc},${(i % 4) + 1},1,Bench,,,en,UTC`);
  }
  return `${rows.join("\n")}\n`;
}

async function main() {
  const database = await openPglite(null);
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "firstly-import-bench-")),
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-1",
    BASE_URL: ORIGIN,
    TRUST_PROXY: "true",
    AUTH_RATE_LIMIT_MAX: "1000",
  });
  const deps = await createDeps(env, database);
  const app = createApp(deps);
  const worker = startJobWorker(deps);
  const body = new TextEncoder().encode(todoistCsv(ITEMS));
  const results: { request: number; done: number; scored: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const signUp = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: {
        origin: ORIGIN,
        "content-type": "application/json",
        "x-forwarded-for": `203.0.113.${run + 1}`,
      },
      body: JSON.stringify({
        email: `bench${run}-${Date.now()}@example.com`,
        password: "secret123",
        name: "b",
      }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const json = { origin: ORIGIN, cookie, "content-type": "application/json" };
    const goal = (p: string, description: string) =>
      app.request(p, { method: "POST", headers: json, body: JSON.stringify({ description }) });
    await goal("/api/goals/main", "Run a marathon in spring and get much fitter");
    await goal("/api/goals/subtasks", "Keep the household budget in order");
    await goal("/api/goals/subtasks", "Plan the summer holiday with the family");

    const t0 = performance.now();
    const res = await app.request("/api/imports", {
      method: "POST",
      headers: { origin: ORIGIN, cookie, "content-type": "application/octet-stream" },
      body,
    });
    if (res.status !== 201) throw new Error(`import → ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const t1 = performance.now();
    let record: { status: string; created: number; scored: number } = {
      status: "",
      created: 0,
      scored: 0,
    };
    while (record.status !== "done") {
      await new Promise((r) => setTimeout(r, 20));
      record = (await (
        await app.request(`/api/imports/${id}`, { headers: { cookie } })
      ).json()) as typeof record;
      if (record.status === "failed") throw new Error("import failed");
    }
    const t2 = performance.now();
    if (record.created !== ITEMS || record.scored !== ITEMS)
      throw new Error(`created ${record.created}`);
    results.push({ request: t1 - t0, done: t2 - t0, scored: record.scored });
  }
  await worker.stop();
  await deps.notifier.close();
  await database.close();
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `| run | request (read, plan, queue) | until done (written + ${ITEMS} scored × 3 goals) |`,
  );
  console.log("|---:|---:|---:|");
  results.forEach((r, i) => console.log(`| ${i + 1} | ${fmt(r.request)} | ${fmt(r.done)} |`));
  const sorted = results.map((r) => r.done).sort((a, b) => a - b);
  console.log(
    `\nmedian ${fmt(sorted[Math.floor(sorted.length / 2)] ?? 0)}, worst ${fmt(sorted[sorted.length - 1] ?? 0)}`,
  );
}

await main();
