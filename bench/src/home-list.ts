/// <reference lib="dom" />
import { randomUUID } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { chromium, type Page } from "@playwright/test";
import { startServer, type RunningServer } from "../../e2e/support/start-server";

/**
 * `npx tsx bench/src/home-list.ts` (after `npm run build`): home in relaxed mode with 2,000 tasks,
 * in Debian's Chromium against the real built server. Measures time to the first card, to the
 * incremental list's first page and to all cards (scrolled through), frame times while the whole
 * list is scrolled programmatically, long tasks and the JS heap. Prints a markdown table.
 */

const TASKS = Number(process.env.BENCH_TASKS ?? 2000);
const CONCURRENCY = 16;
const VIEWPORT = { width: 1280, height: 800 };
const SCROLL_PX_PER_FRAME = 60;
const PASSWORD = "secret123";
const env = { AUTH_RATE_LIMIT_MAX: "1000", LOG_LEVEL: "error" };

const words = (
  "plan book call email draft review buy fix clean pack train run stretch read write send ask " +
  "check order renew cancel schedule prepare finish start sort file pay update backup practise"
).split(" ");
const things = (
  "report invoice tickets groceries dentist passport insurance shoes playlist slides budget " +
  "garden bike laptop photos recipe taxes newsletter flights hotel gift contract workshop"
).split(" ");

function taskText(i: number): string {
  const w = (n: number) => words[(i * 7 + n * 13) % words.length] ?? "do";
  const t = (n: number) => things[(i * 11 + n * 5) % things.length] ?? "thing";
  return `${w(0)} the ${t(0)} and ${w(1)} the ${t(1)} before ${["monday", "friday", "the weekend", "next month"][i % 4]} (#${i})`;
}

class Client {
  cookie = "";
  constructor(readonly base: string) {}
  async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(this.base + url, {
      method,
      headers: { "content-type": "application/json", origin: this.base, cookie: this.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie();
    if (set.length) this.cookie = set.map((c) => c.split(";")[0]).join("; ");
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

/** Marks the user Pro (an active subscription record) so 2,000 tasks pass the free limit. */
async function makePro(dataDir: string, userId: string): Promise<void> {
  const db = new PGlite(path.join(dataDir, "pglite"));
  const end = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
  await db.query(
    `insert into subscription_status (user_id, subscription_status, current_period_end, price_id, subscription_id)
     values ($1, 'active', $2, 'bench', 'bench')
     on conflict (user_id) do update set subscription_status = 'active', current_period_end = $2`,
    [userId, end],
  );
  await db.close();
}

async function seed(): Promise<{ server: RunningServer; client: Client; seedMs: number }> {
  const first = await startServer(env);
  const client = new Client(first.url);
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const signUp = await client.call<{ user: { id: string } }>("POST", "/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: email,
  });
  await first.stop();
  await makePro(first.dataDir, signUp.user.id);
  // same data dir and port-free restart; the auth secret lives in the data dir, the cookie holds
  const server = await startServer({ ...env, DATA_DIR: first.dataDir });
  const api = new Client(server.url);
  api.cookie = client.cookie;

  const started = performance.now();
  await api.call("POST", "/api/goals/main", {
    description: "Ship the photography portfolio website and land two clients by June",
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TASKS) {
        const i = next++;
        await api.call("POST", "/api/tasks", { id: randomUUID(), text: taskText(i) });
      }
    }),
  );
  await api.call("PATCH", "/api/settings", { displayMode: "relaxed" });
  return { server, client: api, seedMs: performance.now() - started };
}

/** Waits (bounded) for background scoring, so the page shows tiers rather than 'Unscored'. */
async function waitForScores(
  client: Client,
  timeoutMs: number,
): Promise<{ scored: number; ms: number }> {
  const started = performance.now();
  let scored = 0;
  while (performance.now() - started < timeoutMs) {
    const { tasks } = await client.call<{ tasks: { goalAssessments: Record<string, unknown> }[] }>(
      "GET",
      "/api/tasks",
    );
    scored = tasks.filter((t) => Object.keys(t.goalAssessments).length > 0).length;
    if (scored >= TASKS) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { scored, ms: performance.now() - started };
}

interface PageFigures {
  firstCardMs: number;
  firstPageMs: number;
  firstPageCards: number;
  longTasksLoad: number;
  allCardsMs: number;
  cardsAfterScroll: number;
  frames: number[];
  longTasksScroll: number;
  longestTaskMs: number;
  heapMB: number;
  domNodes: number;
}

const cardSelector = 'ol[aria-label="Your thoughts, most important first"] > li';

/** Installed before any page script: time of the first card and of each long task. */
function observe(selector: string) {
  const w = window as unknown as {
    __bench: { firstCard: number | null; longTasks: { start: number; duration: number }[] };
  };
  w.__bench = { firstCard: null, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver((_, observer) => {
    if (w.__bench.firstCard === null && document.querySelector(selector)) {
      w.__bench.firstCard = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function measurePage(page: Page, url: string): Promise<PageFigures> {
  // tsx (esbuild keepNames) wraps named functions in __name(); give evaluated code a no-op one
  await page.addInitScript("window.__name = (f) => f;");
  await page.addInitScript(observe, cardSelector);
  await page.goto(url);
  await page.locator(cardSelector).first().waitFor();
  // the incremental list's first page: the count stops growing without scrolling
  let firstPageCards = 0;
  for (let stable = 0; stable < 5;) {
    const n = await page.locator(cardSelector).count();
    stable = n === firstPageCards ? stable + 1 : 0;
    firstPageCards = n;
    await page.waitForTimeout(100);
  }
  const load = await page.evaluate(() => {
    const b = (
      window as unknown as { __bench: { firstCard: number; longTasks: { start: number }[] } }
    ).__bench;
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const list = entries.filter((e) => e.name.endsWith("/api/tasks")).at(-1);
    return {
      firstCard: b.firstCard,
      longTasks: b.longTasks.length,
      tasksResponseEnd: list?.responseEnd ?? 0,
    };
  });
  // first page = the moment the first card appears (React renders the page in one commit)
  const firstPageMs = Math.max(load.firstCard, load.tasksResponseEnd);

  // scroll through the whole list, one step per animation frame, loading pages as it goes
  const scroll = await page.evaluate(
    async ({ selector, step, total }) => {
      const b = (window as unknown as { __bench: { longTasks: unknown[] } }).__bench;
      const longBefore = b.longTasks.length;
      const frames: number[] = [];
      const started = performance.now();
      let allAt = 0;
      await new Promise<void>((resolve) => {
        let last = performance.now();
        let stuck = 0;
        const tick = (now: number) => {
          frames.push(now - last);
          last = now;
          const before = window.scrollY;
          window.scrollBy(0, step);
          const count = document.querySelectorAll(selector).length;
          if (count >= total && !allAt) allAt = performance.now() - started;
          const atBottom =
            window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
          stuck = window.scrollY === before ? stuck + 1 : 0;
          if (
            (atBottom && count >= total) ||
            stuck > 120 ||
            performance.now() - started > 180_000
          ) {
            resolve();
            return;
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame((t) => {
          last = t;
          requestAnimationFrame(tick);
        });
      });
      const longTasks = (b.longTasks as { duration: number }[]).slice(longBefore);
      return {
        frames,
        allAt,
        cards: document.querySelectorAll(selector).length,
        longTasks: longTasks.length,
        longest: Math.max(0, ...longTasks.map((t) => t.duration)),
      };
    },
    { selector: cardSelector, step: SCROLL_PX_PER_FRAME, total: TASKS },
  );

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("Performance.enable");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;

  return {
    firstCardMs: load.firstCard,
    firstPageMs,
    firstPageCards,
    longTasksLoad: load.longTasks,
    allCardsMs: scroll.allAt,
    cardsAfterScroll: scroll.cards,
    frames: scroll.frames,
    longTasksScroll: scroll.longTasks,
    longestTaskMs: scroll.longest,
    heapMB: metric("JSHeapUsedSize") / 1024 / 1024,
    domNodes: metric("Nodes"),
  };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function main(): Promise<void> {
  const { server, client, seedMs } = await seed();
  const scores = await waitForScores(client, 120_000);
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, baseURL: server.url });
    await context.addCookies(
      client.cookie.split("; ").map((c) => {
        const [n = "", ...v] = c.split("=");
        return { name: n, value: v.join("="), url: server.url };
      }),
    );
    const page = await context.newPage();
    const cold = await measurePage(page, "/");
    await page.close();
    const warmPage = await context.newPage();
    const warm = await measurePage(warmPage, "/");

    const row = (label: string, f: PageFigures) =>
      `| ${label} | ${fmt(f.firstCardMs)} | ${fmt(f.firstPageMs)} (${f.firstPageCards}) | ${fmt(f.allCardsMs)} (${f.cardsAfterScroll}) | ${fmt(percentile(f.frames, 50), 1)} | ${fmt(percentile(f.frames, 95), 1)} | ${fmt(Math.max(...f.frames), 1)} | ${f.frames.filter((d) => d > 50).length}/${f.frames.length} | ${f.longTasksLoad} / ${f.longTasksScroll} (max ${fmt(f.longestTaskMs)} ms) | ${fmt(f.heapMB, 1)} | ${f.domNodes} |`;
    console.log(
      [
        "## Home list benchmark (relaxed mode)",
        "",
        `${TASKS} tasks, ${scores.scored} scored against the main goal; Chromium ${browser.version()}, ${VIEWPORT.width}×${VIEWPORT.height}, headless, no GPU; Node ${process.version}; ${new Date().toISOString().slice(0, 10)}.`,
        `Seeding through the API (${CONCURRENCY} parallel creates): ${fmt(seedMs / 1000, 1)} s; background scoring finished ${fmt(scores.ms / 1000, 1)} s later.`,
        `Scroll: ${SCROLL_PX_PER_FRAME} px per animation frame from top to bottom; frame = time between requestAnimationFrame callbacks.`,
        "",
        "| load | first card ms | first page ms (cards) | all cards ms, scrolling (cards) | frame p50 ms | frame p95 ms | frame max ms | frames > 50 ms | long tasks load / scroll | JS heap MB after GC | DOM nodes |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        row("cold (new page, empty cache)", cold),
        row("warm (second tab, cached assets)", warm),
      ].join("\n"),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
