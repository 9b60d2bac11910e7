import type { OpenAPIHono } from "@hono/zod-openapi";
import { apiRoutes } from "@firstly/core/contract/api-routes";
import type { AppDeps, AppEnv } from "../context";
import { TOKEN_ENDPOINTS } from "./middleware/bearer-token";

/** The personal access token scheme (issue #29), named on every endpoint a token opens. */
const ACCESS_TOKEN_SCHEME = {
  type: "http",
  scheme: "bearer",
  bearerFormat: "fst_…",
  description:
    "A personal access token from Settings → Access tokens (`Authorization: Bearer fst_…`). Read " +
    "tokens may only read (and search); read-and-write tokens may also change tasks and goals. " +
    "Tokens never open account, token, billing or auth endpoints.",
} as const;

/** Marks each token endpoint's operation: the session cookie or a personal access token. */
function withTokenSecurity(paths: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...paths };
  for (const name of TOKEN_ENDPOINTS) {
    const route = apiRoutes[name];
    const key = route.path.replace(/:(\w+)/g, "{$1}");
    const item = out[key] as Record<string, object> | undefined;
    const method = route.method.toLowerCase();
    const operation = item?.[method];
    if (!item || !operation) continue;
    out[key] = {
      ...item,
      [method]: { ...operation, security: [{ sessionCookie: [] }, { accessToken: [] }] },
    };
  }
  return out;
}

/** GET /api/openapi.json: our contract's endpoints plus better-auth's, under /api/auth. */
export function registerOpenApiDocument(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  let openApiDoc: Promise<unknown> | null = null;
  app.get("/api/openapi.json", async (c) => {
    openApiDoc ??= build();
    return c.json(await openApiDoc);
  });
  async function build() {
    const doc = app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "Firstly API", version: deps.version },
    });
    const authDoc = await deps.auth.api.generateOpenAPISchema();
    const paths: Record<string, unknown> = { ...doc.paths };
    for (const [p, item] of Object.entries(authDoc.paths)) paths[`/api/auth${p}`] = item;
    return {
      ...doc,
      paths: withTokenSecurity(paths),
      components: {
        ...doc.components,
        schemas: { ...authDoc.components.schemas, ...doc.components?.schemas },
        securitySchemes: {
          ...authDoc.components.securitySchemes,
          sessionCookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
          accessToken: ACCESS_TOKEN_SCHEME,
        },
      },
    };
  }
}
