import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";

/** Renders a screen inside a fresh query client and an in-memory router. */
export function renderScreen(element: ReactElement, { path = "/", route = "/" } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const routes = [
    { path, element },
    ...(path === "/" ? [] : [{ path: "/", element: <h1>Home</h1> }]),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}

/** Stubs fetch: each key is "METHOD /path"; a value is a JSON body (status 200) or a Response factory. */
export function mockApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    if (!(key in routes))
      return new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Not found" } }), {
        status: 404,
      });
    const value = routes[key];
    if (typeof value === "function") return (value as () => Response)();
    return new Response(JSON.stringify(value), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export const health = {
  status: "ok",
  database: { kind: "pglite", ok: true },
  ai: { engine: "builtin", model: null, ok: true },
  auth: { google: false },
  voice: { transcription: true },
  supportEmail: "support@example.com",
  version: "test",
};

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
