/**
 * Lighthouse 12 (mobile, the default simulated throttling) and axe on the built app, in Debian's
 * Chromium: home, add, settings and completed for a signed-in person with a main goal and four
 * thoughts, as issue #7 measured them. Also the first page's JavaScript, gzip-compressed. Run
 * `npm run build` first, then `npm run bench:lighthouse`. Nothing is downloaded: the browser is
 * /usr/bin/chromium (CHROMIUM_PATH to change it).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { AxeBuilder } from "@axe-core/playwright";
import lighthouse from "lighthouse";
import { chromium } from "playwright";
import { freePort, person, root, startApp } from "./support/app-process";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCREENS = [
  { name: "home", path: "/" },
  { name: "add", path: "/add" },
  { name: "settings", path: "/settings" },
  { name: "completed", path: "/completed" },
] as const;

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

/** LH_DETAILS=1: where the main thread went (scripts' boot-up time, long tasks), to find the cost. */
function printDetails(name: string, lhr: unknown) {
  type Items = { details?: { items?: Record<string, unknown>[] } };
  const audits = (lhr as { audits?: Record<string, Items> } | undefined)?.audits ?? {};
  for (const id of ["bootup-time", "long-tasks", "mainthread-work-breakdown"]) {
    const items = audits[id]?.details?.items ?? [];
    console.error(`${name} ${id}:`);
    for (const item of items.slice(0, 8)) console.error(`  ${JSON.stringify(item)}`);
  }
}

async function main() {
  const app = await startApp(null);
  try {
    const me = await person(app.url);
    await me.call("POST", "/api/goals/main", { description: "Run a half marathon in the spring" });
    for (const text of [
      "Long run on Sunday, 14 km easy",
      "Book a physio check for my knee",
      "Reply to the landlord about the boiler",
      "Buy new running shoes",
    ]) {
      await me.call("POST", "/api/tasks", { id: crypto.randomUUID(), text });
    }
    const port = await freePort();
    const context = await chromium.launchPersistentContext(
      mkdtempSync(path.join(tmpdir(), "firstly-lh-")),
      {
        executablePath: CHROMIUM,
        headless: true,
        args: [`--remote-debugging-port=${port}`, "--no-sandbox", "--disable-gpu"],
      },
    );
    const host = new URL(app.url).hostname;
    await context.addCookies(
      me.cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name: name ?? "", value: value.join("="), domain: host, path: "/" };
      }),
    );
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(app.url);
    // a returning person: onboarding already seen (it would open over home)
    await page.evaluate(() => localStorage.setItem("firstly.onboarding-seen", "true"));

    const rows: string[] = [];
    const only = process.env.LH_SCREENS?.split(",");
    for (const screen of SCREENS.filter((s) => !only || only.includes(s.name))) {
      const result = await lighthouse(
        `${app.url}${screen.path}`,
        {
          port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          disableStorageReset: true,
        },
        undefined,
      );
      const lhr = result?.lhr;
      if (lhr?.runtimeError) console.error(`${screen.name}: ${lhr.runtimeError.message}`);
      const failedA11y = Object.values(lhr?.audits ?? {})
        .filter(
          (a) =>
            a.score === 0 && lhr?.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => a.id);
      if (failedA11y.length > 0)
        console.error(`${screen.name}: accessibility audits failed: ${failedA11y.join(", ")}`);
      if (process.env.LH_DETAILS) printDetails(screen.name, lhr);
      const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr?.audits[id]?.numericValue ?? 0);
      const axe: number[] = [];
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(`${app.url}${screen.path}`, { waitUntil: "networkidle" });
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
      rows.push(
        `| ${screen.name} | ${score("performance")} | ${score("accessibility")} | ` +
          `${ms("first-contentful-paint")} | ${ms("largest-contentful-paint")} | ` +
          `${ms("total-blocking-time")} | ${axe.join(" / ")} |`,
      );
    }
    await context.close();
    console.log(
      "| screen | performance | accessibility | FCP ms | LCP ms | TBT ms | axe serious+critical (light / dark) |",
    );
    console.log("|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(row);
    console.log(`\nfirst-page JavaScript: ${firstPageJsKb().toFixed(1)} KB gzip`);
  } finally {
    await app.stop();
  }
}

await main();
