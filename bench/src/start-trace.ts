/**
 * Where a phone's main thread goes while the app starts: each screen Lighthouse measures
 * (bench:lighthouse), opened cold by the same person in Debian's Chromium with its CPU slowed
 * (TRACE_CPU, default 4, as Lighthouse's phone; a larger one stands in for a slower phone or
 * host), traced with JavaScript sampling. Prints every main-thread task of TRACE_MIN_MS or more
 * (default 50: what Lighthouse's total blocking time counts the excess of) with what it ran —
 * module evaluation, React's work, style and layout — and the functions it spent most of its
 * samples in, mapped to their source through the build's maps. Run `npm run build` first, then
 * `npm run bench:start-trace`. TRACE_SCREENS=settings,completed to choose, TRACE_RUNS per screen
 * (default 2), TRACE_DIR=<folder> to keep each trace (Chromium's DevTools open them).
 *
 * Chromium's own throttling slows every task alike, so the figures are a guide to which tasks are
 * long and why, not Lighthouse's simulated ones.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { SourceMapConsumer } from "source-map-js";
import { person, root, startApp } from "./support/app-process";
import { cookiesFor, PHONE_SCREENS, seedPhonePerson } from "./support/phone-person";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      functionName?: string;
    };
  };
};
type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
};

const maps = new Map<string, SourceMapConsumer | null>();

/** A sampled frame as `name source:line`, through the build's (hidden) source maps. */
function frameName(frame: ProfileNode["callFrame"]): string {
  const url = frame.url ?? "";
  const file = url.split("/").pop() ?? "";
  // a module's own code is a frame at its very start; a function without a name anywhere else
  const name =
    frame.functionName ||
    (frame.lineNumber === 0 && frame.columnNumber === 0 ? "(module)" : "(anonymous)");
  if (!url.includes("/assets/")) return `${name} ${file}`;
  const mapFile = path.join(root, "web/dist/assets", `${file}.map`);
  if (!maps.has(mapFile))
    maps.set(
      mapFile,
      existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8")) as never)
        : null,
    );
  const consumer = maps.get(mapFile);
  if (!consumer) return `${name} ${file}`;
  const at = consumer.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = (at.source ?? file)
    .replace(/^.*node_modules\//, "")
    .replace(/^(\.\.\/)*src\//, "src/")
    .replace(/^(\.\.\/)+/, "");
  return `${at.name ?? name} ${source}${at.line ? `:${at.line}` : ""}`;
}

/** The time of events of one kind, counting one nested inside another once (µs). */
function outermost(events: TraceEvent[]): number {
  let total = 0;
  let end = -Infinity;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    total += e.dur ?? 0;
    end = e.ts + (e.dur ?? 0);
  }
  return total;
}

/** The long tasks of one page load, each with what it ran and its busiest functions. */
function longTasks(events: TraceEvent[], minMs: number, appUrl: string): string[] {
  // the page's own renderer: the one that navigated to the app (Chromium has others); some runs
  // record its navigation without the address, then the renderer that painted the page is it
  const starts = events.filter((e) => e.name === "navigationStart");
  const painter = events.find((e) => e.name === "firstContentfulPaint")?.pid;
  const navigation =
    starts.find((e) =>
      (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL?.startsWith(
        appUrl,
      ),
    ) ?? starts.filter((e) => e.pid === painter).at(-1);
  if (!navigation) return ["(the page's navigation is not in the trace)"];
  const page = { pid: navigation.pid, tid: navigation.tid };
  const own = events
    .filter((e) => e.pid === page.pid && e.tid === page.tid && e.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  const t0 = navigation.ts;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === page.pid)?.ts;

  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  const profile = events.find((e) => e.name === "Profile" && e.pid === page.pid);
  let time = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter(
    (e) => e.name === "ProfileChunk" && e.pid === page.pid && e.id === profile?.id,
  )) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((sample, i) => {
      time += data?.timeDeltas?.[i] ?? 0;
      samples.push([time, sample]);
    });
  }

  const lines: string[] = [];
  const tasks = own.filter((e) => e.name === "RunTask" && e.ts >= t0);
  // what Lighthouse's total blocking time counts: each task's time over 50 ms after the first paint
  const blocking = tasks
    .filter((task) => fcp !== undefined && task.ts >= fcp)
    .reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - 50), 0);
  const KINDS = ["v8.evaluateModule", "FunctionCall", "UpdateLayoutTree", "Layout", "Paint"];
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    if (dur < minMs * 1000) continue;
    const counted = fcp !== undefined && task.ts >= fcp;
    const within = own.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + dur,
    );
    const kinds = KINDS.map((kind) => {
      const ms = outermost(within.filter((e) => e.name === kind)) / 1000;
      return ms >= 1 ? `${kind.replace("v8.", "")} ${ms.toFixed(0)}` : "";
    }).filter(Boolean);
    const inclusive = new Map<string, number>();
    const self = new Map<string, number>();
    let taken = 0;
    for (const [at, id] of samples) {
      if (at < task.ts || at > task.ts + dur) continue;
      taken += 1;
      const leaf = nodes.get(id);
      if (leaf) {
        const name = frameName(leaf.callFrame);
        self.set(name, (self.get(name) ?? 0) + 1);
      }
      const seen = new Set<string>();
      for (
        let node = nodes.get(id);
        node;
        node = node.parent ? nodes.get(node.parent) : undefined
      ) {
        const name = frameName(node.callFrame);
        if (seen.has(name) || /^\((root|program|idle|garbage collector)\)/.test(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
      }
    }
    // TRACE_SELF=1: the functions the samples were taken in (their own time), React's too
    const top = process.env.TRACE_SELF
      ? [...self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([name, n]) => `${Math.round((100 * n) / Math.max(taken, 1))}% self ${name}`)
      : [...inclusive]
          .filter(([name]) => !/react-dom|scheduler\/|\(module\) (rolldown|$)/.test(name))
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([name, n]) => `${Math.round((100 * n) / Math.max(taken, 1))}% ${name}`);
    lines.push(
      `  ${((task.ts - t0) / 1000).toFixed(0).padStart(5)} ms  ${(dur / 1000).toFixed(0).padStart(4)} ms` +
        `${counted ? "" : " (before the first paint)"}  ${kinds.join(", ")}`,
    );
    for (const entry of top) lines.push(`        ${entry}`);
  }
  lines.push(
    `  blocking after the first paint (each task's time over 50 ms): ${Math.round(blocking)} ms`,
  );
  return lines;
}

async function main() {
  const cpu = Number(process.env.TRACE_CPU ?? 4);
  const minMs = Number(process.env.TRACE_MIN_MS ?? 50);
  const runs = Number(process.env.TRACE_RUNS ?? 2);
  const screens = (process.env.TRACE_SCREENS ?? "home,add,settings,completed").split(",");
  const app = await startApp(null);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const me = await person(app.url);
    await seedPhonePerson(me);
    // Lighthouse's phone: 412 × 823 CSS pixels
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies(cookiesFor(me, app.url));
    const first = await context.newPage();
    await first.goto(app.url);
    // a returning person: onboarding already seen (it would open over home)
    await first.evaluate(() => localStorage.setItem("firstly.onboarding-seen", "true"));
    await first.close();
    console.log(`CPU slowed ${cpu}×; tasks of ${minMs} ms or more, with their busiest functions`);
    for (const screen of screens) {
      for (let run = 1; run <= runs; run++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.clearBrowserCache");
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
        await browser.startTracing(page, {
          categories: [
            "devtools.timeline",
            "disabled-by-default-devtools.timeline",
            "disabled-by-default-v8.cpu_profiler",
            "v8.execute",
            "loading",
            "blink.user_timing",
          ],
        });
        await page.goto(
          `${app.url}${PHONE_SCREENS.find((s) => s.name === screen)?.path ?? screen}`,
          { waitUntil: "load" },
        );
        // the app starts after the first picture and then takes the page over
        await page.waitForTimeout(4_000);
        const trace = await browser.stopTracing();
        await page.close();
        if (process.env.TRACE_DIR) {
          mkdirSync(process.env.TRACE_DIR, { recursive: true });
          writeFileSync(path.join(process.env.TRACE_DIR, `${screen}-${run}.json`), trace);
        }
        const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
        console.log(`\n${screen}, run ${run}:`);
        for (const line of longTasks(traceEvents, minMs, app.url)) console.log(line);
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
