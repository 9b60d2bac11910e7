import type { Context, MiddlewareHandler } from "hono";
import { accessTokenMessages } from "@firstly/core/contract/access-tokens";
import { apiRoutes, type RouteName } from "@firstly/core/contract/api-routes";
import type { AppDeps, AppEnv } from "../../context";
import { AppError } from "../../errors/app-error";
import { takeRateLimitSlot } from "../../db/rate-limit-window";
import {
  bearerToken,
  resolveAccessToken,
  type TokenHolder,
} from "../../use-cases/tokens/resolve-access-token";

/**
 * The endpoints a script needs (issue #29): tasks and their actions, goals, search, the ranked
 * list and usage. Nothing else opens to a token: not the account, tokens, billing, settings,
 * push, media, auth or anything added later unless it is listed here.
 */
export const TOKEN_ENDPOINTS: readonly RouteName[] = [
  "usage",
  "listTasks",
  "createTask",
  "getTask",
  "updateTask",
  "deleteTask",
  "taskAction",
  "setRankCorrection",
  "clearRankCorrection",
  "listGoals",
  "createMainGoal",
  "updateMainGoal",
  "createSubtask",
  "updateGoal",
  "completeGoal",
  "restoreGoal",
  "search",
];

/** Writes a read-only token may still make: search is a POST that only reads. */
const READ_ONLY_POSTS: readonly RouteName[] = ["search"];

/** Per token, shared by every instance (the rate_limit table): requests per minute. */
export const TOKEN_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const;

const matchers = TOKEN_ENDPOINTS.map((name) => {
  const route = apiRoutes[name];
  const pattern = new RegExp(`^${route.path.replace(/:\w+/g, "[^/]+")}$`);
  return { name, method: route.method, pattern };
});

/** The token door a method and path lead to, or null when tokens never open it. */
export function tokenEndpoint(method: string, path: string): RouteName | null {
  const found = matchers.find((m) => m.method === method && m.pattern.test(path));
  return found?.name ?? null;
}

/**
 * Resolves a presented token for a door: refused (401) when unknown or revoked, 403 when the scope
 * is read and the door writes, 429 past the token's rate limit. Shared by /api and /mcp.
 */
export async function authenticateToken(
  deps: Pick<AppDeps, "db" | "now">,
  token: string,
  options: { writes: boolean },
): Promise<TokenHolder> {
  const holder = await resolveAccessToken(deps, token);
  if (!holder) throw new AppError("UNAUTHENTICATED", accessTokenMessages.invalid);
  if (options.writes && holder.scope !== "write") {
    throw new AppError("FORBIDDEN", accessTokenMessages.readOnly);
  }
  const allowed = await takeRateLimitSlot(deps.db, {
    key: `token:${holder.tokenId}`,
    max: TOKEN_RATE_LIMIT.max,
    windowMs: TOKEN_RATE_LIMIT.windowMs,
    now: deps.now().getTime(),
  });
  if (!allowed) throw new AppError("RATE_LIMITED");
  return holder;
}

/** Whether this request authenticated with an access token (set by bearerTokenAuth). */
export function hasBearerToken(c: Context): boolean {
  return (c as Context<AppEnv>).get("accessToken") != null;
}

/**
 * `Authorization: Bearer fst_…` on /api. Runs before the origin check: a token is not a cookie, a
 * browser never adds it by itself, so a bearer request is exempt from that check, and its cookies
 * are never read (session-user skips it). Every other door refuses a token outright (403), so a
 * token cannot create tokens, change a password, reach billing or delete the account.
 */
export function bearerTokenAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("accessToken", null);
    const token = bearerToken(c.req.header("authorization"));
    if (token === null) return next();
    const door = tokenEndpoint(c.req.method, c.req.path);
    if (!door) throw new AppError("FORBIDDEN", accessTokenMessages.notForTokens);
    const writes = c.req.method !== "GET" && !READ_ONLY_POSTS.includes(door);
    const holder = await authenticateToken(deps, token, { writes });
    c.set("user", holder.user);
    c.set("accessToken", { id: holder.tokenId, scope: holder.scope });
    return next();
  };
}
