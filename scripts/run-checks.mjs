/**
 * Runs the static checks (`npm run typecheck`, `lint`, `format:check`, `knip`) side by side: each
 * is one single-threaded process, so on a machine with two cores running them together takes about
 * half the time of running them one after another. Each check's output is printed when it ends, in
 * one piece; the run fails if any check fails. `npm test` runs this first.
 */
import { spawn } from "node:child_process";

const checks = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  checks.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn("npm", ["run", "--silent", name], {
          stdio: ["ignore", "pipe", "pipe"],
        });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`--- ${name}: ${code === 0 ? "passed" : "FAILED"} (${seconds} s)\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
