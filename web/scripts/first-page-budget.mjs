// The first page's JavaScript budget, checked after every build: what index.html loads (its
// module script and modulepreloads, gzip -9 of each, as bench/src/lighthouse.ts measures it) must
// stay within FIRST_PAGE_BUDGET_KB, and none of it may carry a library that belongs to later
// (zod came back into the first page through one small import of a contract file; issue 30).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const FIRST_PAGE_BUDGET_KB = 150;
/** packages the first screen never needs: each loads with what uses it */
const NOT_ON_FIRST_PAGE = [
  "zod",
  "motion",
  "framer-motion",
  "@radix-ui",
  "better-auth",
  "papaparse",
];

const dist = path.resolve(import.meta.dirname, "../dist");
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const problems = [];
let bytes = 0;
for (const file of files) {
  bytes += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  // the build writes hidden source maps beside each chunk: they name what is inside it
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) continue;
  const { sources = [] } = JSON.parse(readFileSync(map, "utf8"));
  for (const name of NOT_ON_FIRST_PAGE) {
    if (sources.some((source) => source.includes(`/node_modules/${name}/`)))
      problems.push(`${file} carries ${name}, which the first page does not need`);
  }
}
const kb = bytes / 1024;
if (kb > FIRST_PAGE_BUDGET_KB)
  problems.push(`${kb.toFixed(1)} KB gzip is over the ${FIRST_PAGE_BUDGET_KB} KB budget`);
console.log(`first-page JavaScript: ${kb.toFixed(1)} KB gzip in ${files.length} files`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`first-page budget: ${problem}`);
  console.error(
    "Load it where it is first needed (a dynamic import), see README 'The web app on a phone'.",
  );
  process.exit(1);
}
