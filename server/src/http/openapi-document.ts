import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";

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
      paths,
      components: {
        ...doc.components,
        schemas: { ...authDoc.components.schemas, ...doc.components?.schemas },
        securitySchemes: authDoc.components.securitySchemes,
      },
    };
  }
}
