import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRoutes } from "@firstly/core/contract/api-routes";
import type {
  ImportFormatChoice,
  ImportPreview,
  ImportRecord,
} from "@firstly/core/contract/import";
import { callApi } from "../../../lib/api";
import { ApiError, offlineError, timeoutError } from "../../../lib/api-error";
import { queryKeys } from "../../../lib/query-keys";

export const importKeys = {
  all: ["imports"] as const,
  one: (id: string) => ["imports", id] as const,
};

/** A file is sent as itself (not JSON): longer than other calls' 30 s, it may be 5 MB. */
const UPLOAD_TIMEOUT_MS = 90_000;

export interface ImportFile {
  /** the picked file, or pasted text made into one */
  blob: Blob;
  name: string | null;
}

/**
 * POST the file's bytes as application/octet-stream with the options in the query (see the
 * server's imports-routes.ts), and check the answer with the contract's schema.
 */
async function sendFile<T>(
  route: "previewImport" | "startImport",
  file: ImportFile,
  query: Record<string, string>,
): Promise<T> {
  if (navigator.onLine === false) throw offlineError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, UPLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${apiRoutes[route].path}?${new URLSearchParams(query).toString()}`, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/octet-stream", accept: "application/json" },
      body: file.blob,
      signal: controller.signal,
    });
  } catch {
    throw timedOut ? timeoutError() : offlineError();
  } finally {
    clearTimeout(timer);
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      (error?.code as ApiError["code"] | undefined) ?? "INTERNAL",
      error?.message ?? "The file could not be read. Please try again.",
      response.status,
    );
  }
  const { api } = await import("@firstly/core/contract/api");
  const parsed = api[route].output.safeParse(json);
  if (!parsed.success)
    throw new ApiError("INTERNAL", "Unexpected response from the server.", response.status);
  return parsed.data as T;
}

export function previewImport(file: ImportFile, format: ImportFormatChoice) {
  return sendFile<ImportPreview>("previewImport", file, { format });
}

export function startImport(
  file: ImportFile,
  options: { format: ImportFormatChoice; projectsAsGoals: boolean },
) {
  return sendFile<ImportRecord>("startImport", file, {
    format: options.format,
    projectsAsGoals: String(options.projectsAsGoals),
    ...(file.name ? { name: file.name.slice(0, 200) } : {}),
  });
}

const running = (r: ImportRecord | undefined) =>
  r !== undefined && ["queued", "writing", "scoring"].includes(r.status);

export function useImports(enabled: boolean) {
  return useQuery({
    queryKey: importKeys.all,
    queryFn: () => callApi("listImports"),
    enabled,
    // an import started earlier (the person left the screen) shows its end here
    refetchInterval: (q) => (q.state.data?.imports.some(running) ? 1000 : false),
  });
}

/** One import, asked again every 400 ms while it runs (the progress bar). */
export function useImport(id: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.one(id ?? ""),
    queryFn: () => callApi("getImport", { params: { id: id ?? "" } }),
    enabled: id !== null,
    staleTime: 0,
    // until the first answer, and while it runs
    refetchInterval: (q) => (q.state.data && !running(q.state.data) ? false : 400),
  });
  const finished = query.data !== undefined && !running(query.data);
  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: importKeys.all, exact: true });
    void client.invalidateQueries({ queryKey: queryKeys.tasks });
    void client.invalidateQueries({ queryKey: queryKeys.goals });
  }, [finished, client]);
  return query;
}

export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi("undoImport", { params: { id } }),
    onSuccess: (record) => {
      client.setQueryData(importKeys.one(record.id), record);
      void client.invalidateQueries({ queryKey: importKeys.all, exact: true });
      void client.invalidateQueries({ queryKey: queryKeys.tasks });
      void client.invalidateQueries({ queryKey: queryKeys.goals });
    },
  });
}
