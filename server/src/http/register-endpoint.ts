import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import type { Context } from "hono";
import { api, type EndpointName, type EndpointOutput } from "@firstly/core/contract/api";
import type { AppEnv, SessionUser } from "../context";
import { AppError } from "../errors/app-error";
import { firstInvalidText, ROUTE_ID } from "./text-input";
import { JsonText } from "../json-text";
import { MEDIA_KEY } from "../media/media-store";

type Input<N extends EndpointName> = (typeof api)[N]["input"] extends z.ZodType
  ? z.output<(typeof api)[N]["input"]>
  : undefined;

export interface HandlerArgs<N extends EndpointName> {
  c: Context<AppEnv>;
  user: SessionUser;
  params: Record<string, string>;
  body: Input<N>;
}

/**
 * Registers one endpoint of the shared contract: documents it in OpenAPI, validates the body with
 * the contract's schema (first issue's message → 400), requires a session unless `isPublic`, and
 * returns the handler's result as JSON. Routes stay thin: validate → authenticate → use case.
 */
export function registerEndpoint<N extends EndpointName>(
  app: OpenAPIHono<AppEnv>,
  name: N,
  handler: (args: HandlerArgs<N>) => Promise<EndpointOutput<N> | JsonText<EndpointOutput<N>>>,
  options: {
    isPublic?: boolean;
    status?: 200 | 201;
    /** the body is raw bytes of these media types, read by the handler (contract input is null) */
    rawBody?: readonly string[];
    /** query parameters the handler reads, for the OpenAPI document */
    query?: z.ZodObject;
  } = {},
) {
  const endpoint = api[name];
  const openApiPath = endpoint.path.replace(/:(\w+)/g, "{$1}");
  const paramNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
  app.openAPIRegistry.registerPath({
    method: endpoint.method.toLowerCase() as "get",
    path: openApiPath,
    summary: endpoint.summary,
    request: {
      ...(options.query ? { query: options.query } : {}),
      ...(paramNames.length > 0
        ? { params: z.object(Object.fromEntries(paramNames.map((p) => [p, z.string()]))) }
        : {}),
      ...(endpoint.input
        ? { body: { content: { "application/json": { schema: endpoint.input } } } }
        : {}),
      ...(options.rawBody
        ? {
            body: {
              content: Object.fromEntries(
                options.rawBody.map((type) => [
                  type,
                  { schema: z.string().openapi({ format: "binary" }) },
                ]),
              ),
            },
          }
        : {}),
    },
    responses: {
      [options.status ?? 200]: {
        description: endpoint.summary,
        content: { "application/json": { schema: endpoint.output } },
      },
      400: { description: "Invalid input" },
      401: { description: "No session" },
      404: { description: "Not found (or not yours)" },
    },
  });

  app.on(endpoint.method, endpoint.path, async (c) => {
    const user = c.get("user");
    if (!user && !options.isPublic) throw new AppError("UNAUTHENTICATED");
    const params = c.req.param() as Record<string, string>;
    // ids are checked before any query: a NUL byte or a 500-character id is simply not found
    for (const name of paramNames) {
      const pattern = name === "key" ? MEDIA_KEY : ROUTE_ID;
      if (!pattern.test(params[name] ?? "")) throw new AppError("NOT_FOUND");
    }
    let body: unknown = undefined;
    if (endpoint.input) {
      // JSON only: a cross-site <form> can post text/plain without a CORS preflight
      if (!c.req.header("content-type")?.toLowerCase().startsWith("application/json")) {
        throw new AppError(
          "BAD_REQUEST",
          "Request body must be JSON (content-type: application/json)",
        );
      }
      const raw: unknown = await c.req.json().catch(() => {
        throw new AppError("BAD_REQUEST", "Request body must be JSON");
      });
      const invalid = firstInvalidText(raw);
      if (invalid) throw new AppError("VALIDATION", invalid);
      const parsed = endpoint.input.safeParse(raw);
      if (!parsed.success)
        throw new AppError("VALIDATION", parsed.error.issues[0]?.message ?? "Invalid input");
      body = parsed.data;
    }
    const result = await handler({
      c,
      user: user as SessionUser,
      params,
      body: body as Input<N>,
    });
    if (result instanceof JsonText) {
      return c.body(result.text, options.status ?? 200, {
        "content-type": "application/json; charset=UTF-8",
      });
    }
    return c.json(result, options.status ?? 200);
  });
}
