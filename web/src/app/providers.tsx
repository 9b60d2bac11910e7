import { useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { AppToaster } from "../lib/toast";
import { createQueryClient } from "./query-client";

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  /** main.tsx makes it first, to start the first screen's requests before React renders */
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
