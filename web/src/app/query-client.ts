import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-error";

/** SPEC §7: loads retry twice with exponential backoff starting at 500 ms; 4xx never retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
        retryDelay: (attempt) => 500 * 2 ** attempt,
      },
      mutations: { retry: false },
    },
  });
}
