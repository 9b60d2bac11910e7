import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";

/** Written beside index.html; the server reads it (server/src/http/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** One screen's path as the route table writes it ("settings", "tasks/:id") and its modules. */
type RouteModules = { path: string; modules: string[] };

/**
 * The lazily loaded screens of the route table: each route object with a string `path` and a
 * `lazy` loader, with the modules its loader imports (resolved to files). Read from the source so
 * the table stays the one place a screen is added.
 */
export function lazyRouteModules(routesFile: string): RouteModules[] {
  const source = ts.createSourceFile(
    routesFile,
    readFileSync(routesFile, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: RouteModules[] = [];
  const importsIn = (node: ts.Node, into: string[]) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      into.push(resolveModule(path.dirname(routesFile), node.arguments[0].text));
    ts.forEachChild(node, (child) => importsIn(child, into));
  };
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
        );
      const routePath = property("path")?.initializer;
      const lazy = property("lazy")?.initializer;
      if (routePath && ts.isStringLiteral(routePath) && lazy) {
        const modules: string[] = [];
        importsIn(lazy, modules);
        if (modules.length > 0) found.push({ path: routePath.text, modules });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveModule(dir: string, specifier: string): string {
  const base = path.resolve(dir, specifier);
  const file = [`${base}.tsx`, `${base}.ts`, base].find((candidate) => existsSync(candidate));
  if (file) return file;
  throw new Error(`route-preloads: cannot resolve ${specifier} from ${dir}`);
}

/**
 * A page that opens on a lazily loaded screen (a reload of /settings, a link to /add) used to
 * fetch that screen's code only once the first page's JavaScript had arrived and run: a second
 * trip over a phone's network, on the page's critical path. This writes, for each such screen, the
 * chunks its loader needs beyond what index.html already loads, so the server names them in the
 * page it sends (`<link rel="modulepreload">`) and the browser fetches them beside the rest.
 */
export function routePreloads(routesFile: string): Plugin {
  return {
    name: "firstly-route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const walk = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          for (const next of byName.get(name)?.imports ?? []) walk(next);
        };
        start.forEach(walk);
        return seen;
      };
      const firstPage = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const routes = lazyRouteModules(routesFile).map(({ path: routePath, modules }) => {
        const own = modules.map((file) => {
          const chunk =
            chunks.find((c) => c.facadeModuleId === file) ??
            chunks.find((c) => c.moduleIds.includes(file));
          if (!chunk) throw new Error(`route-preloads: no chunk holds ${file}`);
          return chunk.fileName;
        });
        const files = [...closure(own)].filter((name) => !firstPage.has(name));
        return { path: `/${routePath}`, files: files.map((name) => `/${name}`) };
      });
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      });
    },
  };
}
