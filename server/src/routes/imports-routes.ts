import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ImportQuery } from "@firstly/core/contract/import";
import type { AppDeps, AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { registerEndpoint } from "../http/register-endpoint";
import { previewImport } from "../use-cases/imports/preview-import";
import { startImport } from "../use-cases/imports/start-import";
import { getImport, listImports } from "../use-cases/imports/list-imports";
import { undoImport } from "../use-cases/imports/undo-import";

/**
 * The file is the request body itself (application/octet-stream, at most 5 MB, counted by the
 * body-limit middleware); the options are the query. Pasted text is sent the same way, so one
 * reader handles both. A cross-site form cannot send this type (and the origin check applies).
 */
const FILE_TYPES = ["application/octet-stream"];

function readQuery(c: Context<AppEnv>) {
  const parsed = ImportQuery.safeParse(c.req.query());
  if (!parsed.success)
    throw new AppError("VALIDATION", parsed.error.issues[0]?.message ?? "Invalid input");
  return parsed.data;
}

async function readFile(c: Context<AppEnv>): Promise<Uint8Array> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/octet-stream")
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as application/octet-stream");
  return new Uint8Array(await c.req.arrayBuffer());
}

export function registerImportRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(
    app,
    "previewImport",
    async ({ c, user }) => {
      const q = readQuery(c);
      return previewImport({ deps, user, bytes: await readFile(c), format: q.format });
    },
    { rawBody: FILE_TYPES, query: ImportQuery },
  );
  registerEndpoint(
    app,
    "startImport",
    async ({ c, user }) => {
      const q = readQuery(c);
      return startImport({
        deps,
        user,
        bytes: await readFile(c),
        format: q.format,
        projectsAsGoals: q.projectsAsGoals === "true",
        fileName: q.name ?? null,
      });
    },
    { rawBody: FILE_TYPES, query: ImportQuery, status: 201 },
  );
  registerEndpoint(app, "listImports", ({ user }) => listImports({ deps, user }));
  registerEndpoint(app, "getImport", ({ user, params }) =>
    getImport({ deps, user, id: params.id ?? "" }),
  );
  registerEndpoint(app, "undoImport", ({ user, params }) =>
    undoImport({ deps, user, id: params.id ?? "" }),
  );
}
