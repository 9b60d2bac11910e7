import type { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { accessTokenMessages } from "@firstly/core/contract/access-tokens";
import { messages } from "@firstly/core/contract/errors";
import type { AppDeps, AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { errorResponse } from "../http/error-response";
import { allowedOrigins } from "../auth/allowed-origins";
import { authenticateToken } from "../http/middleware/bearer-token";
import { bearerToken } from "../use-cases/tokens/resolve-access-token";
import { createFirstlyMcpServer } from "../mcp/firstly-mcp-server";
import { renderCalendarFeed } from "../use-cases/calendar/render-calendar-feed";

export const MCP_PATH = "/mcp";
const MCP_BODY_MAX = 1024 * 1024;

/** The app's public origin: BASE_URL, else the address this request was sent to. */
export function publicOrigin(deps: AppDeps, request: Request): string {
  if (deps.env.BASE_URL) return new URL(deps.env.BASE_URL).origin;
  return new URL(request.url).origin;
}

/**
 * The doors outside /api (issue #29): the MCP server at /mcp (a personal access token, stateless
 * Streamable HTTP) and the private calendar feed at /cal/<secret>.ics. Neither reads cookies; the
 * feed's secret opens the feed and nothing else.
 */
export function registerCapturePaths(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  app.use(
    MCP_PATH,
    bodyLimit({
      maxSize: MCP_BODY_MAX,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", "Request body too large");
      },
    }),
  );
  app.all(MCP_PATH, async (c) => {
    // a browser page on another site never gets here with a token, but refuse it anyway (DNS
    // rebinding, as the MCP transport spec asks)
    const origin = c.req.header("origin");
    if (
      origin !== undefined &&
      !allowedOrigins(
        {
          baseOrigin: deps.env.BASE_URL ? new URL(deps.env.BASE_URL).origin : null,
          trusted: deps.env.TRUSTED_ORIGINS,
        },
        c.req.raw,
      ).includes(origin)
    ) {
      throw new AppError("FORBIDDEN", "Cross-site request refused");
    }
    const token = bearerToken(c.req.header("authorization"));
    if (token === null) {
      c.header("www-authenticate", 'Bearer realm="firstly"');
      return errorResponse(c, "UNAUTHENTICATED", accessTokenMessages.invalid);
    }
    const holder = await authenticateToken(deps, token, { writes: false });
    const server = createFirstlyMcpServer(deps, holder);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });

  app.get("/cal/:file", async (c) => {
    const file = c.req.param("file");
    const secret = file.endsWith(".ics") ? file.slice(0, -4) : "";
    const ics = await renderCalendarFeed({
      deps,
      secret,
      origin: publicOrigin(deps, c.req.raw),
    });
    if (ics === null) return c.text(messages.notFound, 404, { "cache-control": "no-store" });
    return c.body(ics, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
      "referrer-policy": "no-referrer",
    });
  });
}
