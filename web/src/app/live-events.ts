import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ChangeEvent } from "@firstly/core/contract/session";
import { queryKeys } from "../lib/query-keys";
import { applyImageUpdate } from "../lib/queries/images";

const MAX_BACKOFF_MS = 30_000;

export function invalidateFor(client: QueryClient, event: ChangeEvent): void {
  switch (event.kind) {
    case "tasks":
    case "scores":
      void client.invalidateQueries({ queryKey: queryKeys.tasks });
      void client.invalidateQueries({ queryKey: ["analytics"] });
      if (event.kind === "tasks") void client.invalidateQueries({ queryKey: queryKeys.usage });
      return;
    case "goals":
      void client.invalidateQueries({ queryKey: queryKeys.goals });
      void client.invalidateQueries({ queryKey: queryKeys.usage });
      void client.invalidateQueries({ queryKey: ["analytics"] });
      return;
    case "settings":
      void client.invalidateQueries({ queryKey: queryKeys.settings });
      return;
    case "subscription":
      void client.invalidateQueries({ queryKey: queryKeys.usage });
      void client.invalidateQueries({ queryKey: queryKeys.subscription });
      return;
    case "image":
      // docs/behaviour/calls.md#live-events imageUpdated: the spinner turns into the picture (or
      // the failure) in every tab
      if (event.image) {
        applyImageUpdate(client, event.image);
        const { noteId, imageUrl, isGenerating } = event.image;
        window.dispatchEvent(
          new CustomEvent("imageUpdated", { detail: { noteId, imageUrl, isGenerating } }),
        );
      }
      return;
    default: {
      const never: never = event.kind;
      return never;
    }
  }
}

/**
 * A picture queued before the stream opened (a new goal's or thought's, made by itself) may have
 * finished before it did, and its event was never heard: refetch what still shows a spinner.
 */
function refetchPicturesInTheMaking(client: QueryClient): void {
  const isMaking = (list: unknown) =>
    Array.isArray(list) &&
    list.some((item: { isGeneratingImage?: boolean }) => item.isGeneratingImage === true);
  if (isMaking(client.getQueryData(queryKeys.tasks))) {
    void client.invalidateQueries({ queryKey: queryKeys.tasks });
  }
  if (isMaking(client.getQueryData(queryKeys.goals))) {
    void client.invalidateQueries({ queryKey: queryKeys.goals });
  }
}

/**
 * Listens to GET /api/events and refetches what changed so ranks update live. Reconnects with
 * exponential backoff (1 s doubling to 30 s) and refetches everything after a reconnect, since
 * events may have been missed while away. `sessionKey` restarts the stream when the user changes.
 */
export function useLiveEvents(sessionKey: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!sessionKey || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let closed = false;

    // the schema (and zod) load with the first event, not with the first page. Events are
    // applied one after another: two imports of a module still loading and of one just loaded do
    // not always resolve in the order they were asked for, and a picture's "done" applied before
    // its "generating" left the spinner showing
    let applied: Promise<void> = Promise.resolve();
    const onMessage = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return; // not JSON (keep-alive or comment): ignore
      }
      applied = applied
        .then(() => import("@firstly/core/contract/session"))
        .then(({ ChangeEvent: schema }) => {
          const parsed = schema.safeParse(data);
          if (parsed.success && !closed) invalidateFor(client, parsed.data);
        })
        .catch(() => undefined);
    };

    const connect = () => {
      source = new EventSource("/api/events", { withCredentials: true });
      source.addEventListener("message", onMessage);
      source.addEventListener("change", onMessage as EventListener);
      source.onopen = () => {
        if (attempt > 0) void client.invalidateQueries();
        else refetchPicturesInTheMaking(client);
        attempt = 0;
      };
      source.onerror = () => {
        source?.close();
        if (closed) return;
        const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
        attempt += 1;
        retry = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [client, sessionKey]);
}
