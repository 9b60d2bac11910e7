import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { LazyMotion } from "motion/react";
import { LazyToaster } from "../lib/toast";
import { createQueryClient } from "./query-client";

/** Animation code arrives after the first paint; until then screens simply appear. */
const loadMotionFeatures = () => import("./motion-features").then((m) => m.default);

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <LazyMotion features={loadMotionFeatures} strict>
        {children}
      </LazyMotion>
      <LazyToaster />
    </QueryClientProvider>
  );
}
