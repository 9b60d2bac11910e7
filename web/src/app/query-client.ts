import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-error";
import { queryKeys } from "../lib/query-keys";

/**
 * docs/behaviour/calls.md#timeouts-and-retries: loads retry twice with exponential backoff starting
 * at 500 ms; 4xx never retries. A 401 means the session is gone (ended on another device): the
 * session is asked for again, and the answer (nobody) says so on screen
 * (lib/session-ended.ts).
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401)
      void client.invalidateQueries({ queryKey: queryKeys.me });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
        retryDelay: (attempt) => 500 * 2 ** attempt,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
