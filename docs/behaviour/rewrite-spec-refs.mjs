#!/usr/bin/env node
/**
 * Rewrites references to the first product description ("SPEC §N …", "SPEC's text", "SPEC:") into
 * links to the page of docs/behaviour/ that now documents it, e.g.
 *   SPEC §9 image timeout 30 s     →  docs/behaviour/limits.md#timing image timeout 30 s
 *   with SPEC's texts              →  with the docs/behaviour/messages.md texts
 *
 * Only comments and test titles (the first argument of it/test/describe in test files) of
 * *.ts, *.tsx, *.js and *.mjs files are touched, found with the TypeScript parser so a string the
 * app shows is never changed; in *.md files the prose outside fenced code blocks. Where each
 * reference goes is decided by spec-map.json beside this script.
 *
 * Usage (from the repository root):
 *   node docs/behaviour/rewrite-spec-refs.mjs [--dry-run] [--root-docs] [--no-test-titles] [--no-wrap]
 *     [--no-format]
 *   node docs/behaviour/rewrite-spec-refs.mjs --check       every target's page and anchor exist
 *   node docs/behaviour/rewrite-spec-refs.mjs --write-map   record the forms found in spec-map.json
 *
 * A comment the rewrite made wider than 100 columns is rewrapped (--no-wrap keeps it as is), and
 * each changed file is then run through the repository's prettier (a longer test title can push a
 * call past the line width; --no-format skips that).
 *
 * Scope: core, server, web, e2e, bench (never node_modules, build output or docs/behaviour);
 * --root-docs adds README.md, ARCHITECTURE.md and docs/ (decision records).
 */
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, relative, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, "..", "..");
const args = new Set(process.argv.slice(2));
const dryRun = args.has("--dry-run");
const writeMap = args.has("--write-map");
const testTitles = !args.has("--no-test-titles");

const mapPath = join(here, "spec-map.json");
const map = JSON.parse(readFileSync(mapPath, "utf8"));
const compile = (list) => list.map(([re, target]) => [new RegExp(re, "i"), target]);
const hints = Object.fromEntries(Object.entries(map.hints).map(([k, v]) => [k, compile(v)]));
const bareHints = compile(map.bare);
const README = "docs/behaviour/README.md";

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function allTargets() {
  const targets = new Set([README, ...Object.values(map.sections)]);
  for (const list of [...Object.values(map.hints), map.bare])
    for (const [, t] of list) targets.add(t);
  return targets;
}

function checkTargets() {
  const problems = [];
  for (const target of allTargets()) {
    const [file, anchor] = target.split("#");
    const path = join(repo, file);
    if (!existsSync(path)) {
      problems.push(`${target}: no such file`);
      continue;
    }
    if (!anchor) continue;
    const anchors = readFileSync(path, "utf8")
      .split("\n")
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => slug(l.replace(/^#+ /, "")));
    if (!anchors.includes(anchor)) problems.push(`${target}: no heading with this anchor`);
  }
  return problems;
}

if (args.has("--check")) {
  const problems = checkTargets();
  for (const p of problems) console.error(p);
  console.log(problems.length ? `${problems.length} broken targets` : "every target exists");
  process.exit(problems.length ? 1 : 0);
}

const require = createRequire(join(repo, "package.json"));
const ts = require("typescript");

// "SPEC", "SPEC.md", "SPEC's", optionally "§2", "§6/§9", "§5 and §9", "§4 / §9", then "'s".
const REF =
  /(\b[Tt]he )?\bSPEC(?:\.md)?('s)?(?:-style)?(?: ?(§\d(?:(?: ?\/ ?| and | or |, ?)§\d)*)('s)?)?(?![\w§])/g;

const MENTION = /SPEC|§[1-9]/;
const stats = { refs: 0, bySection: 0, byHint: 0, bare: 0, unmapped: [], files: new Set() };
const forms = {};
/** Notes a form for --write-map: the reference and the first three words after it. */
function record(ref, after, targets) {
  const words = after
    .split(/[\s,;:.)(]+/)
    .filter(Boolean)
    .slice(0, 3);
  forms[[ref.trim(), ...words].join(" ")] = targets.join(" + ");
}

/** The words after a reference up to the end of its clause, and the words before it on its line. */
function context(text, start, end) {
  const rest = text.slice(end).split("\n")[0];
  const stop = rest.search(/\)|;|\. |\.$/);
  const after = (stop === -1 ? rest : rest.slice(0, stop)).slice(0, 60);
  const before = text.slice(0, start).split("\n").pop().slice(-50);
  return { after, before };
}

function resolve(sections, { after, before }) {
  const find = (list, span) =>
    list.find(([re]) => re.test(after.slice(0, span))) ?? list.find(([re]) => re.test(before));
  if (sections.length === 0) {
    const hit = find(bareHints, 40);
    return hit ? [hit[1]] : null;
  }
  const targets = sections.map((s) => {
    const hit = find(hints[s] ?? [], 60);
    if (hit) stats.byHint++;
    else stats.bySection++;
    return hit ? hit[1] : map.sections[s];
  });
  return [...new Set(targets)];
}

/** Rewrites every reference in `text`; `where` names the place for the report. */
function rewriteText(text, where) {
  const once = rewriteRefs(text, where);
  // a section without its own "SPEC" ("SPEC §2 search, §7 semantic", "the §7 match call"); a
  // numbered section of another document ("RFC 9110 §14.1.2", "RFC 8291 §3.4") is left alone
  if (/\bRFC\b/.test(once)) return once;
  return once.replace(/(?<![\w/#.])§([1-9])('s)?(?!\d|\.\d)/g, (whole, n, poss, offset) => {
    // an issue's own sections ("Issue #7 §5") are not the description's
    if (/(#\d+|[Ii]ssue \d+)\s*$/.test(once.slice(Math.max(0, offset - 12), offset))) return whole;
    const around = context(once, offset, offset + whole.length);
    const [target] = resolve([`§${n}`], around);
    record(whole, around.after, [target]);
    stats.refs++;
    return poss ? `the ${target}` : target;
  });
}

function rewriteRefs(text, where) {
  return text.replace(REF, (whole, the, poss1, secs, poss2, offset) => {
    const around = context(text, offset, offset + whole.length);
    const after = text.slice(offset + whole.length).split("\n")[0];
    const sections = secs ? secs.match(/§\d/g) : [];
    if (whole.includes("-style")) {
      stats.refs++;
      stats.bare++;
      return `${the ?? ""}documented`;
    }
    const targets = resolve(sections, around);
    if (!targets) {
      // nothing says which page: point at the folder ("not in the SPEC" → "not in docs/behaviour")
      stats.refs++;
      stats.unmapped.push(`${where}: ${(whole + after).trim().slice(0, 70)}`);
      return "docs/behaviour";
    }
    if (sections.length === 0) stats.bare++;
    stats.refs++;
    record(whole.replace(/^[Tt]he /, ""), after, targets);
    const refs = targets.join(" and ");
    const possessive = poss1 || poss2;
    if (possessive) return `${the ? the : "the "}${refs}`;
    return `${the ?? ""}${refs}`;
  });
}

/** Comment ranges and test-title ranges of one source file, never inside a literal or JSX text. */
function editableRanges(sf, isTest) {
  const text = sf.text;
  const ranges = new Map();
  const forbidden = [];
  const visit = (node) => {
    const kind = node.kind;
    // JSDoc nodes are the comments themselves: their text is found as comment ranges below
    if (kind >= ts.SyntaxKind.FirstJSDocNode && kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (
      kind === ts.SyntaxKind.JsxText ||
      kind === ts.SyntaxKind.StringLiteral ||
      kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
      kind === ts.SyntaxKind.TemplateHead ||
      kind === ts.SyntaxKind.TemplateMiddle ||
      kind === ts.SyntaxKind.TemplateTail ||
      kind === ts.SyntaxKind.RegularExpressionLiteral
    ) {
      forbidden.push([node.getStart(sf), node.end]);
    }
    if (
      isTest &&
      ts.isCallExpression(node) &&
      /^(it|test|describe)(\.\w+)*$/.test(node.expression.getText(sf)) &&
      node.arguments.length > 0 &&
      (ts.isStringLiteral(node.arguments[0]) ||
        ts.isNoSubstitutionTemplateLiteral(node.arguments[0]))
    ) {
      const arg = node.arguments[0];
      const start = arg.getStart(sf);
      ranges.set(`t${start}`, { pos: start + 1, end: arg.end - 1, title: true });
    }
    const children = node.getChildren(sf);
    if (children.length === 0 || kind === ts.SyntaxKind.JsxText) {
      for (const r of ts.getLeadingCommentRanges(text, node.pos) ?? [])
        ranges.set(`c${r.pos}`, { pos: r.pos, end: r.end });
      for (const r of ts.getTrailingCommentRanges(text, node.end) ?? [])
        ranges.set(`c${r.pos}`, { pos: r.pos, end: r.end });
    }
    for (const child of children) visit(child);
  };
  visit(sf);
  const inside = (r) => forbidden.some(([a, b]) => r.pos >= a && r.end <= b);
  const kept = [...ranges.values()].filter((r) => r.title || !inside(r));
  // never two ranges over the same text: keep the outermost
  const outermost = kept.filter(
    (r) =>
      !kept.some(
        (o) => o !== r && o.pos <= r.pos && o.end >= r.end && o.end - o.pos > r.end - r.pos,
      ),
  );
  return outermost.sort((a, b) => b.pos - a.pos);
}

const WIDTH = 100;
const wrap = !args.has("--no-wrap");
/** A comment line that starts a list item, a tag or a code fence, or is empty: not to be joined. */
const standsAlone = (content) => content === "" || /^([-*•]|\d+[.)]|@|```|\*\/)/.test(content);

/**
 * Keeps a rewritten comment within the house width: a line that the rewrite made longer than
 * WIDTH moves its last words to the start of the next line of the same paragraph (which may pass
 * words on in turn), or to a new line when the paragraph ends there. Only lines the rewrite
 * changed are split; a one-line JSDoc that grows too long becomes a block.
 */
function reflow(before, after, indent) {
  if (before === after) return after;
  const oldLines = before.split("\n");
  let lines = after.split("\n");
  if (lines.length !== oldLines.length) return after;
  if (lines.length === 1) {
    const one = /^\/\*\*\s(.*?)\s*\*\/$/.exec(lines[0]);
    if (one && indent.length + lines[0].length > WIDTH) {
      lines = ["/**", `${indent} * ${one[1]}`, `${indent} */`];
      oldLines.splice(0, 1, "/**", "", `${indent} */`);
    } else if (lines[0].startsWith("//") && indent.length + lines[0].length > WIDTH) {
      const out = [];
      let rest = lines[0].replace(/^\/\/\s?/, "");
      while (indent.length + 3 + rest.length > WIDTH) {
        const cut = rest.lastIndexOf(" ", WIDTH - indent.length - 3);
        if (cut <= 0) break;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut + 1);
      }
      out.push(rest);
      return out.map((l, i) => (i === 0 ? `// ${l}` : `${indent}// ${l}`)).join("\n");
    } else return after;
  }
  const width = (i) => (i === 0 ? indent.length : 0) + lines[i].length;
  const prefixOf = (l) => /^(\s*\*\s?)/.exec(l)?.[1] ?? null;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] === oldLines[i] || width(i) <= WIDTH) continue;
    const prefix = i === 0 ? `${indent} * ` : prefixOf(lines[i]);
    if (prefix === null) continue;
    const bodyStart = i === 0 ? lines[0].indexOf(" ") + 1 : prefix.length;
    const item = /^([-*•]|\d+[.)]) /.exec(lines[i].slice(bodyStart));
    const carryPrefix = item ? prefix + " ".repeat(item[0].length) : prefix;
    // split at the last space that keeps the line within the width, never inside the prefix
    const limit = WIDTH - (i === 0 ? indent.length : 0);
    const cut = lines[i].lastIndexOf(" ", limit);
    if (cut <= bodyStart) continue;
    let carry = lines[i].slice(cut + 1);
    lines[i] = lines[i].slice(0, cut);
    const next = lines[i + 1];
    const nextPrefix = next === undefined ? null : prefixOf(next);
    const nextContent = nextPrefix === null ? "" : next.slice(nextPrefix.length);
    if (carry.endsWith("*/")) {
      // the comment's end moves with the words: "… last words */"
      lines.splice(i + 1, 0, `${carryPrefix}${carry}`);
      oldLines.splice(i + 1, 0, "");
    } else if (
      nextPrefix !== null &&
      nextPrefix === carryPrefix &&
      !standsAlone(nextContent) &&
      !nextContent.startsWith("*/")
    ) {
      lines[i + 1] = `${nextPrefix}${carry} ${nextContent}`;
      oldLines[i + 1] = "";
    } else {
      lines.splice(i + 1, 0, `${carryPrefix}${carry}`);
      oldLines.splice(i + 1, 0, "");
    }
    carry = "";
  }
  return lines.join("\n");
}

function rewriteSource(path) {
  const text = readFileSync(path, "utf8");
  if (!MENTION.test(text)) return text;
  const kind = /\.tsx$/.test(path)
    ? ts.ScriptKind.TSX
    : path.endsWith(".ts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const isTest = testTitles && /\.(test|spec)\.[cm]?[jt]sx?$/.test(path);
  let out = text;
  const rel = relative(repo, path);
  for (const r of editableRanges(sf, isTest)) {
    const piece = out.slice(r.pos, r.end);
    if (!MENTION.test(piece)) continue;
    const line = text.slice(0, r.pos).split("\n").length;
    // replacements hold no quote, backslash or "${", so a test title stays the same literal
    let next = rewriteText(piece, `${rel}:${line}`);
    const lineStart = out.lastIndexOf("\n", r.pos - 1) + 1;
    const lead = out.slice(lineStart, r.pos);
    if (!r.title && wrap && lead.trim() === "") next = reflow(piece, next, lead);
    out = out.slice(0, r.pos) + next + out.slice(r.end);
  }
  return out;
}

function rewriteMarkdown(path) {
  const text = readFileSync(path, "utf8");
  if (!MENTION.test(text)) return text;
  const rel = relative(repo, path);
  let fenced = false;
  return text
    .split("\n")
    .map((line, i) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      return fenced ? line : rewriteText(line, `${rel}:${i + 1}`);
    })
    .join("\n");
}

const SKIP = new Set([
  "node_modules",
  "dist",
  "build",
  "coverage",
  ".git",
  "test-results",
  "playwright-report",
]);
function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (relative(repo, path) === join("docs", "behaviour")) continue;
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

const roots = ["core", "server", "web", "e2e", "bench"]
  .map((d) => join(repo, d))
  .filter(existsSync);
const files = roots.flatMap((r) => [...walk(r)]);
if (args.has("--root-docs")) {
  for (const f of ["README.md", "ARCHITECTURE.md"])
    if (existsSync(join(repo, f))) files.push(join(repo, f));
  if (existsSync(join(repo, "docs"))) files.push(...walk(join(repo, "docs")));
}

// a longer test title can push a call past the line width: the repository's prettier rewraps it
const prettier = args.has("--no-format") ? null : require("prettier");
async function formatted(path, text) {
  if (!prettier) return text;
  const ignorePath = join(repo, ".prettierignore");
  const info = await prettier.getFileInfo(path, {
    ignorePath: existsSync(ignorePath) ? ignorePath : undefined,
  });
  if (info.ignored || !info.inferredParser) return text;
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(text, { ...options, filepath: path });
}

for (const path of files) {
  let out;
  if (/\.(ts|tsx|js|mjs)$/.test(path) && !path.endsWith(".d.ts")) out = rewriteSource(path);
  else if (path.endsWith(".md")) out = rewriteMarkdown(path);
  else continue;
  if (out !== readFileSync(path, "utf8")) {
    stats.files.add(relative(repo, path));
    if (!dryRun && !writeMap) writeFileSync(path, await formatted(path, out));
  }
}

if (writeMap) {
  map.forms = Object.fromEntries(Object.entries(forms).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(mapPath, `${JSON.stringify(map, null, 2)}\n`);
}

const left = [];
for (const path of files) {
  if (!/\.(ts|tsx|js|mjs|md)$/.test(path)) continue;
  const text = readFileSync(path, "utf8");
  text.split("\n").forEach((line, i) => {
    if (/\bSPEC(?![\w])/.test(line))
      left.push(`${relative(repo, path)}:${i + 1}: ${line.trim().slice(0, 90)}`);
  });
}

console.log(
  `${dryRun || writeMap ? "would rewrite" : "rewrote"} ${stats.refs} references in ${stats.files.size} files ` +
    `(section numbers: ${stats.byHint} placed by the words after them, ${stats.bySection} at the ` +
    `section's page; ${stats.bare} references without a section number placed by their words)`,
);
if (stats.unmapped.length) {
  console.log(
    `${stats.unmapped.length} could not be placed and now name the folder docs/behaviour:`,
  );
  for (const u of stats.unmapped) console.log(`  ${u}`);
}
if (!dryRun && !writeMap) {
  console.log(`${left.length} lines still mention SPEC (string literals the app or a test uses):`);
  for (const l of left) console.log(`  ${l}`);
}
