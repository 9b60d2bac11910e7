import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../context";
import { registerEndpoint } from "../http/register-endpoint";
import { WEBHOOK_PATH } from "../billing/billing";
import { createCheckoutSession } from "../use-cases/billing/create-checkout-session";
import { createPortalSession } from "../use-cases/billing/create-portal-session";
import { getSubscription } from "../use-cases/billing/get-subscription";
import { receiveWebhook } from "../use-cases/billing/receive-webhook";

/** The app's public origin (BASE_URL), or the address this request came to when unset. */
const originOf = (deps: AppDeps, requestUrl: string) =>
  new URL(deps.env.BASE_URL ?? requestUrl).origin;

export function registerBillingRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  // public at the session layer: guests and strangers get docs/behaviour/messages.md#sign-in 'User
  // not authenticated' instead
  registerEndpoint(app, "subscription", ({ c }) => getSubscription({ deps, user: c.get("user") }), {
    isPublic: true,
  });
  registerEndpoint(
    app,
    "createCheckoutSession",
    ({ c }) =>
      createCheckoutSession({ deps, user: c.get("user"), origin: originOf(deps, c.req.url) }),
    { isPublic: true },
  );
  registerEndpoint(
    app,
    "createPortalSession",
    ({ c, body }) =>
      createPortalSession({
        deps,
        user: c.get("user"),
        origin: originOf(deps, c.req.url),
        returnPath: body.return_url,
      }),
    { isPublic: true },
  );

  // Stripe's signed events: the raw body (its bytes are signed), no session, no JSON contract
  app.openAPIRegistry.registerPath({
    method: "post",
    path: WEBHOOK_PATH,
    summary: "Stripe webhook events (Stripe-Signature header required)",
    request: { headers: z.object({ "stripe-signature": z.string() }) },
    responses: {
      200: { description: "Received (applied once, or already applied)" },
      400: { description: "Missing or invalid signature" },
    },
  });
  app.post(WEBHOOK_PATH, async (c) => {
    const payload = await c.req.text();
    return c.json(
      await receiveWebhook({ deps, payload, signature: c.req.header("stripe-signature") }),
    );
  });
}
