import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for Stripe that the real `stripe` SDK talks to over HTTP (its host/port/protocol
 * options): form-encoded requests, Stripe's JSON objects and error shape, for the calls Firstly
 * makes (customers, Checkout sessions, subscriptions, the configured price, billing portal
 * sessions). It also serves the
 * hosted pages a person sees — Checkout ("Start trial" / "Cancel") and the billing portal — and
 * delivers webhooks signed with the SDK's own `generateTestHeaderString`, as Stripe would.
 * Nothing of our code is mocked: tests and journeys run the real server against it.
 */
export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  priceId?: string;
  /** where webhooks go; may be set later (the app's port is known after the fake starts) */
  webhookUrl?: string;
  /** the configured price's amount (smallest unit) and currency; default 1400 eur a month */
  unitAmount?: number;
  currency?: string;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
}

export interface SignedEvent {
  event: Stripe.Event;
  payload: string;
  signature: string;
}

type Json = Record<string, unknown>;

export interface FakeStripe {
  /** value for STRIPE_API_BASE */
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** the configured price, as GET /v1/prices/:id answers it (tests may change it) */
  price: Json;
  /** every API request, in order */
  requests: FakeStripeRequest[];
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** where hosted pages deliver webhooks (the app's /api/billing/webhook) */
  webhookUrl: string | null;
  /** replaces delivery over HTTP (server tests deliver through app.request) */
  deliver: ((signed: SignedEvent) => Promise<number>) | null;
  /** every webhook delivered, with the status the app answered */
  delivered: { type: string; id: string; status: number }[];
  /** the next calls to this path answer 500 (the SDK sees Stripe being down) */
  failNext(path: string, times?: number): void;
  /** billing portal sessions come back without a url */
  portalWithoutUrl: boolean;
  /** "pays" for a Checkout session: creates its subscription; returns the events Stripe would send */
  completeCheckout(sessionId: string): SignedEvent[];
  /** changes a subscription as the dashboard or a renewal would; returns the event */
  updateSubscription(id: string, change: { status?: string; periodEnd?: number }): SignedEvent;
  /** cancels a subscription at once; returns customer.subscription.deleted */
  cancelSubscription(id: string): SignedEvent;
  /** an event about an object, signed (optionally with another secret, for a bad signature) */
  signEvent(
    type: string,
    object: Json,
    options?: { secret?: string; created?: number },
  ): SignedEvent;
  /** delivers events to the app, one after another */
  send(events: SignedEvent[]): Promise<number[]>;
  close(): Promise<void>;
}

const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const isLast = i === parts.length - 1;
      const container = node as Record<string, unknown>;
      if (isLast) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? "");
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(res: ServerResponse, status: number, error: Json) {
  res.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
  res.end(JSON.stringify({ error }));
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { "content-type": "application/json", "request-id": newId("req") });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, title: string, body: string) {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a2e}
button,a.button{display:block;width:100%;margin-top:.75rem;padding:.8rem;border-radius:.6rem;border:1px solid #ccd;
background:#fff;font:inherit;text-align:center;text-decoration:none;color:inherit;cursor:pointer}
button.primary{background:#635bff;color:#fff;border-color:#635bff}.muted{color:#667}</style></head>
<body><p class="muted">Stripe test stand-in</p>${body}</body></html>`);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? "sk_test_firstly_fake";
  const webhookSecret = options.webhookSecret ?? "whsec_firstly_fake_secret";
  const priceId = options.priceId ?? "price_pro_monthly";
  const price: Json = {
    id: priceId,
    object: "price",
    active: true,
    type: "recurring",
    currency: options.currency ?? "eur",
    unit_amount: options.unitAmount ?? 1400,
    recurring: { interval: "month", interval_count: 1 },
    livemode: false,
  };
  const signer = new Stripe(secretKey);
  const failures = new Map<string, number>();
  const portals = new Map<string, Json>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      stripeError(res, 500, { type: "api_error", message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function subscriptionObject(id: string, customer: string, metadata: Json, trialDays: number) {
    const start = nowS();
    const trialEnd = trialDays > 0 ? start + trialDays * DAY_S : null;
    const periodEnd = trialEnd ?? start + 30 * DAY_S;
    return {
      id,
      object: "subscription",
      customer,
      status: trialEnd ? "trialing" : "active",
      cancel_at_period_end: false,
      created: start,
      start_date: start,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      metadata,
      livemode: false,
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            subscription: id,
            quantity: 1,
            current_period_start: start,
            current_period_end: periodEnd,
            price: structuredClone(fake.price),
          },
        ],
        has_more: false,
      },
    } satisfies Json;
  }

  const fake: FakeStripe = {
    apiBase: base,
    secretKey,
    webhookSecret,
    priceId,
    price,
    requests: [],
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    webhookUrl: options.webhookUrl ?? null,
    deliver: null,
    delivered: [],
    portalWithoutUrl: false,
    failNext(path, times = 1) {
      failures.set(path, times);
    },
    signEvent(type, object, eventOptions = {}) {
      const event = {
        id: newId("evt"),
        object: "event",
        api_version: Stripe.API_VERSION,
        created: eventOptions.created ?? nowS(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      } as unknown as Stripe.Event;
      const payload = JSON.stringify(event, null, 2);
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: eventOptions.secret ?? webhookSecret,
      });
      return { event, payload, signature };
    },
    completeCheckout(sessionId) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      if (session.status === "complete") throw new Error("checkout session already complete");
      const data = (session.subscription_data ?? {}) as Json;
      const subscription = subscriptionObject(
        newId("sub"),
        String(session.customer),
        (data.metadata ?? {}) as Json,
        Number(data.trial_period_days ?? 0),
      );
      fake.subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: "complete",
        payment_status: subscription.trial_end ? "no_payment_required" : "paid",
        subscription: subscription.id,
      });
      const invoice = {
        id: newId("in"),
        object: "invoice",
        customer: subscription.customer,
        status: "paid",
        amount_paid: subscription.trial_end ? 0 : 1400,
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
        },
      };
      // the order Stripe usually sends them in; tests deliver them in any order they like
      return [
        fake.signEvent("customer.subscription.created", subscription),
        fake.signEvent("invoice.paid", invoice),
        fake.signEvent("checkout.session.completed", { ...session, subscription_data: undefined }),
      ];
    },
    updateSubscription(id, change) {
      const subscription = fake.subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      if (change.status) subscription.status = change.status;
      if (change.status && change.status !== "trialing") subscription.trial_end = null;
      if (change.periodEnd) {
        const items = (subscription.items as { data: Json[] }).data;
        for (const item of items) item.current_period_end = change.periodEnd;
      }
      return fake.signEvent("customer.subscription.updated", subscription);
    },
    cancelSubscription(id) {
      const subscription = fake.subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      Object.assign(subscription, { status: "canceled", canceled_at: nowS(), ended_at: nowS() });
      return fake.signEvent("customer.subscription.deleted", subscription);
    },
    async send(events) {
      const statuses: number[] = [];
      for (const signed of events) {
        let status: number;
        if (fake.deliver) status = await fake.deliver(signed);
        else if (fake.webhookUrl) {
          const res = await fetch(fake.webhookUrl, {
            method: "POST",
            headers: { "content-type": "application/json", "stripe-signature": signed.signature },
            body: signed.payload,
          });
          status = res.status;
        } else throw new Error("fake Stripe has nowhere to deliver webhooks");
        fake.delivered.push({ type: signed.event.type, id: signed.event.id, status });
        statuses.push(status);
      }
      return statuses;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const path = url.pathname;
    const body = req.method === "POST" ? await readBody(req) : "";

    // the hosted pages a person's browser opens
    if (path.startsWith("/checkout/") || path.startsWith("/portal/")) {
      return hostedPage(req.method ?? "GET", path, res);
    }

    const params =
      req.method === "POST" ? parseStripeForm(body) : parseStripeForm(url.search.slice(1));
    fake.requests.push({ method: req.method ?? "GET", path, params });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, {
        type: "invalid_request_error",
        message: "Invalid API Key provided",
      });
    }
    const failuresLeft = failures.get(path) ?? 0;
    if (failuresLeft > 0) {
      failures.set(path, failuresLeft - 1);
      return stripeError(res, 500, { type: "api_error", message: "Stripe stand-in told to fail" });
    }
    const missing = (param: string, message: string) =>
      stripeError(res, 400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param,
        message,
      });

    if (req.method === "POST" && path === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: params.email ?? null,
        metadata: params.metadata ?? {},
        created: nowS(),
        livemode: false,
      };
      fake.customers.set(customer.id, customer);
      return json(res, customer);
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const lineItems = (params.line_items ?? []) as { price?: string; quantity?: string }[];
      if (params.mode !== "subscription" && params.mode !== "payment" && params.mode !== "setup") {
        return stripeError(res, 400, {
          type: "invalid_request_error",
          param: "mode",
          message: "Missing required param: mode.",
        });
      }
      if (typeof params.success_url !== "string") {
        return stripeError(res, 400, {
          type: "invalid_request_error",
          param: "success_url",
          message: "Missing required param: success_url.",
        });
      }
      if (lineItems[0]?.price !== priceId) {
        return missing("line_items[0][price]", `No such price: '${lineItems[0]?.price ?? ""}'`);
      }
      if (typeof params.customer === "string" && !fake.customers.has(params.customer)) {
        return missing("customer", `No such customer: '${params.customer}'`);
      }
      const id = `cs_test_${randomBytes(16).toString("hex")}`;
      const session = {
        id,
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        subscription_data: params.subscription_data ?? {},
        line_items: lineItems,
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        subscription: null,
        url: `${base}/checkout/${id}`,
        created: nowS(),
        livemode: false,
      };
      fake.sessions.set(id, session);
      return json(res, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (req.method === "GET" && sessionMatch) {
      const session = fake.sessions.get(sessionMatch[1] ?? "");
      return session ? json(res, session) : missing("id", "No such checkout.session");
    }
    const priceMatch = /^\/v1\/prices\/([\w-]+)$/.exec(path);
    if (req.method === "GET" && priceMatch) {
      return priceMatch[1] === priceId
        ? json(res, fake.price)
        : missing("price", `No such price: '${priceMatch[1] ?? ""}'`);
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (req.method === "GET" && subscriptionMatch) {
      const subscription = fake.subscriptions.get(subscriptionMatch[1] ?? "");
      return subscription
        ? json(res, subscription)
        : missing("id", `No such subscription: '${subscriptionMatch[1] ?? ""}'`);
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      if (typeof params.customer !== "string" || !fake.customers.has(params.customer)) {
        return missing("customer", `No such customer: '${String(params.customer)}'`);
      }
      const id = newId("bps");
      const portal = {
        id,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: fake.portalWithoutUrl ? null : `${base}/portal/${id}`,
        created: nowS(),
        livemode: false,
      };
      portals.set(id, portal);
      return json(res, portal);
    }
    return stripeError(res, 404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${req.method ?? ""}: ${path}).`,
    });
  }

  async function hostedPage(method: string, path: string, res: ServerResponse) {
    const [, kind, id, action] = path.split("/");
    if (kind === "checkout") {
      const session = fake.sessions.get(id ?? "");
      if (!session) return html(res, "Not found", "<h1>This checkout link is not valid</h1>");
      if (method === "POST" && action === "pay") {
        await fake.send(fake.completeCheckout(session.id as string));
        return redirect(
          res,
          String(session.success_url).replace("{CHECKOUT_SESSION_ID}", String(session.id)),
        );
      }
      if (method === "POST" && action === "cancel")
        return redirect(res, String(session.cancel_url));
      const trialDays = Number((session.subscription_data as Json).trial_period_days ?? 0);
      return html(
        res,
        "Checkout",
        `<h1>Firstly Pro</h1><p>Monthly · ${(Number(fake.price.unit_amount) / 100).toFixed(2)} ${String(
          fake.price.currency,
        ).toUpperCase()} per month${
          trialDays ? ` · ${trialDays}-day free trial` : ""
        }</p><form method="post" action="/checkout/${escapeHtml(String(session.id))}/pay">
<button class="primary" type="submit">${trialDays ? "Start trial" : "Subscribe"}</button></form>
<form method="post" action="/checkout/${escapeHtml(String(session.id))}/cancel"><button type="submit">Cancel</button></form>`,
      );
    }
    const portal = portals.get(id ?? "");
    if (!portal) return html(res, "Not found", "<h1>This portal link is not valid</h1>");
    const active = [...fake.subscriptions.values()].find(
      (s) => s.customer === portal.customer && s.status !== "canceled",
    );
    if (method === "POST" && action === "cancel" && active) {
      await fake.send([fake.cancelSubscription(String(active.id))]);
      return redirect(res, `/portal/${String(portal.id)}`);
    }
    return html(
      res,
      "Billing portal",
      `<h1>Billing portal</h1><p>${
        active ? `Firstly Pro · ${escapeHtml(String(active.status))}` : "No active subscription"
      }</p>${
        active
          ? `<form method="post" action="/portal/${escapeHtml(String(portal.id))}/cancel"><button type="submit">Cancel plan</button></form>`
          : ""
      }<a class="button" href="${escapeHtml(typeof portal.return_url === "string" ? portal.return_url : "/")}">Return to Firstly</a>`,
    );
  }

  return fake;
}
