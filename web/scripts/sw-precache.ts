import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { ROUTE_PRELOADS_FILE } from "./route-preloads.ts";

/** What the service worker keeps for offline use: the shell, every built asset, the icons. */
const SHELL = ["/", "/favicon.svg", "/manifest.webmanifest"];
const SKIP = /\.(map|br|gz)$/;

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return listFiles(file, base);
    return SKIP.test(name) ? [] : [`/${path.relative(base, file).split(path.sep).join("/")}`];
  });
}

/**
 * Writes the build into `dist/sw.js`: `BUILD` becomes a hash of every file the app is made of, and
 * `PRECACHE` the list of them. So each build that changes anything serves a different sw.js (the
 * browser installs it and the app asks 'New version available! Reload to update?'), and the new
 * worker caches the whole app while it installs, so the app opens offline even on screens (lazy
 * chunks) the person has not visited yet.
 */
export function swPrecache(): Plugin {
  let outDir = "dist";
  return {
    name: "firstly-sw-precache",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const swPath = path.join(outDir, "sw.js");
      const template = readFileSync(swPath, "utf8");
      const files = listFiles(outDir)
        // the route preloads are the server's (named in the pages it sends), not the worker's
        .filter((f) => f !== "/sw.js" && f !== "/index.html" && f !== `/${ROUTE_PRELOADS_FILE}`)
        .sort();
      const hash = createHash("sha256").update(template);
      for (const file of [...files, "/index.html"])
        hash.update(file).update(readFileSync(path.join(outDir, file)));
      const build = hash.digest("hex").slice(0, 12);
      const precache = [...SHELL, ...files.filter((f) => !SHELL.includes(f))];
      const written = template
        .replace(/^const BUILD = "dev";/m, `const BUILD = ${JSON.stringify(build)};`)
        .replace(/^const PRECACHE = \[\];/m, `const PRECACHE = ${JSON.stringify(precache)};`);
      if (written === template || !written.includes(build) || written.includes("PRECACHE = [];"))
        throw new Error('sw.js: expected `const BUILD = "dev";` and `const PRECACHE = [];`');
      writeFileSync(swPath, written);
    },
  };
}
