import type {
  api as Contract,
  EndpointInput,
  EndpointName,
  EndpointOutput,
} from "@firstly/core/contract/api";
import { apiRoutes } from "@firstly/core/contract/api-routes";
import type { ErrorCode } from "@firstly/core/contract/errors";
import { ApiError, offlineError, timeoutError } from "./api-error";

export const REQUEST_TIMEOUT_MS = 30_000;

type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

type ParamsOf<N extends EndpointName> = PathParams<(typeof apiRoutes)[N]["path"]>;

/**
 * The contract's schemas (and zod) are not part of the first page: they load beside the first
 * request, and every answer is still checked against them before anyone sees it.
 */
let contract: Promise<{ api: typeof Contract }> | null = null;
function loadContract() {
  contract ??= import("@firstly/core/contract/api").catch((error: unknown) => {
    contract = null; // a failed load (offline) is tried again by the next call
    throw error;
  });
  return contract;
}

export type CallOptions<N extends EndpointName> = (keyof ParamsOf<N> extends never
  ? { params?: undefined }
  : { params: ParamsOf<N> }) &
  (EndpointInput<N> extends undefined ? { body?: undefined } : { body: EndpointInput<N> }) & {
    signal?: AbortSignal;
    /** search parameters added to the path (e.g. the analytics summary's time zone) */
    query?: Record<string, string>;
    /** let the request outlive the page (the analytics queue's flush when the page is hidden) */
    keepalive?: boolean;
  };

function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params?.[key] ?? ""));
}

/**
 * Call one endpoint from the shared contract: path params filled in, body sent as JSON, the
 * response parsed with the contract's zod schema. Fails with ApiError carrying the server's message,
 * the spec's timeout text after 30 s, or the offline text when the device has no connection.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  ...[options]: keyof ParamsOf<N> extends never
    ? EndpointInput<N> extends undefined
      ? [options?: CallOptions<N>]
      : [options: CallOptions<N>]
    : [options: CallOptions<N>]
): Promise<EndpointOutput<N>> {
  const endpoint = apiRoutes[name];
  const schemas = loadContract();
  schemas.catch(() => undefined); // awaited below, once there is an answer to check
  if (typeof navigator !== "undefined" && navigator.onLine === false) throw offlineError();

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const outer = options?.signal;
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener("abort", onOuterAbort);

  const body = options?.body;
  let response: Response;
  try {
    const search = options?.query ? `?${new URLSearchParams(options.query).toString()}` : "";
    response = await fetch(buildPath(endpoint.path, options?.params) + search, {
      method: endpoint.method,
      credentials: "include",
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      ...(options?.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (outer?.aborted) throw error;
    throw offlineError();
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onOuterAbort);
  }

  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, json);
  const { api } = await schemas.catch(() => {
    throw offlineError();
  });
  const parsed = api[name].output.safeParse(json);
  if (!parsed.success)
    throw new ApiError("INTERNAL", "Unexpected response from the server.", response.status);
  return parsed.data as EndpointOutput<N>;
}

function toApiError(status: number, json: unknown): ApiError {
  const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
  const message =
    error?.message ??
    (status >= 500 ? "Something went wrong. Please try again." : `Request failed (${status})`);
  return new ApiError((error?.code as ErrorCode | undefined) ?? "INTERNAL", message, status);
}
