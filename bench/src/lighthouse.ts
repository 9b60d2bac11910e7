/**
 * Lighthouse 12 (mobile, the default simulated throttling) and axe on the built app, in Debian's
 * Chromium: home, add, settings and completed for a signed-in person with a main goal, a subtask
 * goal, thoughts of every tier (critical, important, useful, obstacle) and three completed ones, so
 * Completed has a list to show (issue 30; issue #7 measured four thoughts and nothing completed), over LH_RUNS rounds (default 5; the median is reported, as
 * Lighthouse's documentation advises). Also the first page's JavaScript, gzip-compressed. Run
 * `npm run build` first, then `npm run bench:lighthouse`. Nothing is downloaded: the browser is
 * /usr/bin/chromium (CHROMIUM_PATH to change it).
 *
 * Each run starts from a cold HTTP cache and no service worker (a person opening the app after a
 * release), keeping only the sign-in cookie and the onboarding flag: Lighthouse's own storage
 * reset would also clear the flag and measure the onboarding dialog instead. LH_WARM=1 keeps the
 * caches between runs, as this bench did before issue 30.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { AxeBuilder } from "@axe-core/playwright";
import lighthouse from "lighthouse";
import { chromium } from "playwright";
import { freePort, person, root, startApp } from "./support/app-process";
import { cookiesFor, PHONE_SCREENS, seedPhonePerson } from "./support/phone-person";
import { entryScriptOf } from "../../server/src/http/start-after-paint";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The app's entry script as the build named it (`/assets/index-….js`). */
function entryScript(): string {
  const html = readFileSync(path.join(root, "web/dist/index.html"), "utf8");
  const entry = entryScriptOf(html);
  if (!entry) throw new Error("web/dist/index.html names no entry script: run `npm run build`");
  return entry;
}

/**
 * A run in which the app's code never loaded scores as if a page had nothing to run (one such
 * run read 100 with no blocking time when the content security policy refused the page's
 * starter): the bench stops instead of reporting it.
 */
function loadedTheApp(lhr: unknown, entry: string): boolean {
  type Items = { details?: { items?: { url?: string }[] } };
  const audits = (lhr as { audits?: Record<string, Items> } | undefined)?.audits ?? {};
  return (audits["network-requests"]?.details?.items ?? []).some((r) => r.url?.endsWith(entry));
}

/** The JavaScript index.html loads before anything else, gzip-compressed, in KB. */
function firstPageJsKb(): number {
  const dist = path.join(root, "web/dist");
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? "");
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}

/**
 * LH_DETAILS=1: where the main thread went (scripts' boot-up time, long tasks), the LCP element
 * and its phases, and the requests that held the first paint, to find the cost.
 */
function printDetails(name: string, lhr: unknown) {
  type Items = { details?: { items?: Record<string, unknown>[] } };
  const audits = (lhr as { audits?: Record<string, Items> } | undefined)?.audits ?? {};
  for (const id of [
    "bootup-time",
    "long-tasks",
    "mainthread-work-breakdown",
    "largest-contentful-paint-element",
    "render-blocking-resources",
  ]) {
    const items = audits[id]?.details?.items ?? [];
    console.error(`${name} ${id}:`);
    for (const item of items.slice(0, 8)) console.error(`  ${JSON.stringify(item)}`);
  }
}

type Run = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's measure of this machine's CPU (its `environment.benchmarkIndex`) */
  benchmarkIndex: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main() {
  const app = await startApp(null);
  try {
    const me = await person(app.url);
    await seedPhonePerson(me);
    const port = await freePort();
    const context = await chromium.launchPersistentContext(
      mkdtempSync(path.join(tmpdir(), "firstly-lh-")),
      {
        executablePath: CHROMIUM,
        headless: true,
        args: [`--remote-debugging-port=${port}`, "--no-sandbox", "--disable-gpu"],
      },
    );
    await context.addCookies(cookiesFor(me, app.url));
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(app.url);
    // a returning person: onboarding already seen (it would open over home)
    await page.evaluate(() => localStorage.setItem("firstly.onboarding-seen", "true"));

    // Lighthouse's scores move between runs of the same page (its docs advise the median of
    // five): LH_RUNS rounds over the screens (default 5), each screen's median reported with the
    // spread; axe runs once per screen
    const rounds = Number(process.env.LH_RUNS ?? 5);
    const entry = entryScript();
    const only = process.env.LH_SCREENS?.split(",");
    const screens = PHONE_SCREENS.filter((s) => !only || only.includes(s.name));
    const runs = new Map<string, Run[]>(screens.map((s) => [s.name, []]));
    const axeCounts = new Map<string, number[]>();
    const cdp = await context.newCDPSession(page);
    for (let round = 1; round <= rounds; round++) {
      for (const screen of screens) {
        if (!process.env.LH_WARM) {
          await cdp.send("Network.clearBrowserCache");
          await cdp.send("Storage.clearDataForOrigin", {
            origin: app.url,
            storageTypes: "service_workers,cache_storage",
          });
        }
        // a run Lighthouse could not record (its NO_NAVSTART, say) is run again, at most twice,
        // rather than counted as a score of 0
        let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"] | undefined;
        let trace: unknown;
        for (let attempt = 1; attempt <= 3; attempt++) {
          const result = await lighthouse(
            `${app.url}${screen.path}`,
            {
              port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance", "accessibility"],
              disableStorageReset: true,
              // LH_CPU_SLOWDOWN: the simulated phone's CPU against this machine's (default 4, as
              // Lighthouse's mobile preset); a larger one stands in for a slower host
              ...(process.env.LH_CPU_SLOWDOWN
                ? { throttling: { cpuSlowdownMultiplier: Number(process.env.LH_CPU_SLOWDOWN) } }
                : {}),
            },
            undefined,
          );
          lhr = result?.lhr;
          trace = (result?.artifacts as { Trace?: unknown } | undefined)?.Trace;
          if (!lhr?.runtimeError) break;
          console.error(`${screen.name} (attempt ${attempt}): ${lhr.runtimeError.message}`);
        }
        if (!loadedTheApp(lhr, entry))
          throw new Error(`${screen.name}: the app's code (${entry}) was never loaded`);
        const failedA11y = Object.values(lhr?.audits ?? {})
          .filter(
            (a) =>
              a.score === 0 && lhr?.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
          )
          .map((a) => a.id);
        if (failedA11y.length > 0)
          console.error(`${screen.name}: accessibility audits failed: ${failedA11y.join(", ")}`);
        if (process.env.LH_DETAILS) printDetails(screen.name, lhr);
        // LH_SAVE=<folder>: each run's whole report, for Lighthouse's viewer or a closer look
        if (process.env.LH_SAVE && lhr) {
          mkdirSync(process.env.LH_SAVE, { recursive: true });
          writeFileSync(
            path.join(process.env.LH_SAVE, `${screen.name}-${round}.json`),
            JSON.stringify(lhr),
          );
          if (trace)
            writeFileSync(
              path.join(process.env.LH_SAVE, `${screen.name}-${round}.trace.json`),
              JSON.stringify(trace),
            );
        }
        const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
        const ms = (id: string) => Math.round(lhr?.audits[id]?.numericValue ?? 0);
        runs.get(screen.name)?.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          fcp: ms("first-contentful-paint"),
          lcp: ms("largest-contentful-paint"),
          tbt: ms("total-blocking-time"),
          benchmarkIndex: Math.round(lhr?.environment.benchmarkIndex ?? 0),
        });
        console.error(
          `round ${round} ${screen.name}: performance ${score("performance")}, TBT ${ms("total-blocking-time")} ms`,
        );
        if (axeCounts.has(screen.name)) continue;
        const axe: number[] = [];
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          await page.goto(`${app.url}${screen.path}`, { waitUntil: "networkidle" });
          // axe on the server's paint before the app has taken it over would read an inert page
          await page.locator("[data-first-paint][inert]").waitFor({ state: "detached" });
          await page.waitForTimeout(500);
          const report = await new AxeBuilder({ page }).analyze();
          const serious = report.violations.filter(
            (v) => v.impact === "serious" || v.impact === "critical",
          );
          for (const v of serious) {
            const where = v.nodes.map((n) => n.target.join(" ")).join("; ");
            console.error(`${screen.name} (${colorScheme}): axe ${v.id}: ${where}`);
          }
          axe.push(serious.length);
        }
        axeCounts.set(screen.name, axe);
      }
    }
    await context.close();
    console.log(
      `${rounds} rounds; each figure is the median, performance also as [lowest–highest] and every run`,
    );
    console.log(
      "| screen | performance | accessibility | FCP ms | LCP ms | TBT ms | axe serious+critical (light / dark) |",
    );
    console.log("|---|---|---|---|---|---|---|");
    for (const screen of screens) {
      const list = runs.get(screen.name) ?? [];
      const of = (key: keyof Run) => median(list.map((r) => r[key]));
      const scores = list.map((r) => r.performance);
      console.log(
        `| ${screen.name} | ${of("performance")} [${Math.min(...scores)}–${Math.max(...scores)}] ` +
          `(${scores.join(", ")}) | ${of("accessibility")} | ${of("fcp")} | ${of("lcp")} | ` +
          `${of("tbt")} | ${(axeCounts.get(screen.name) ?? []).join(" / ")} |`,
      );
    }
    console.log(`\nfirst-page JavaScript: ${firstPageJsKb().toFixed(1)} KB gzip`);
    // the simulated phone is this machine's CPU slowed 4×, so scores taken on machines whose
    // index differs much are not comparable (one build read 89–98 on one machine and 65–77 on
    // another: the README's figures say which machine they come from)
    const indexes = [...runs.values()].flat().map((r) => r.benchmarkIndex);
    console.log(
      `machine: Lighthouse benchmarkIndex ${median(indexes)} (median; ${Math.min(...indexes)}–${Math.max(...indexes)})`,
    );
  } finally {
    await app.stop();
  }
}

await main();
