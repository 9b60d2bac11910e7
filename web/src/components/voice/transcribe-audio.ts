import { apiRoutes } from "@firstly/core/contract/api-routes";
import { voiceMessages } from "@firstly/core/voice/voice-messages";
import { ApiError, offlineError, timeoutError } from "../../lib/api-error";

/**
 * Longer than other calls' 30 s (docs/behaviour/calls.md#timeouts-and-retries): the server gives
 * the provider its own 30 s after the recording has been uploaded, and its answer (even a failure)
 * is worth waiting for.
 */
export const TRANSCRIBE_TIMEOUT_MS = 45_000;

/**
 * POST /api/voice/transcriptions with the recording itself as the body (not JSON: see the
 * server's voice-routes.ts). Resolves with the words; fails with ApiError carrying the server's
 * docs/behaviour/messages.md#voice text, the offline or timeout text, or 'No transcription
 * received' for an empty answer.
 */
export async function transcribeAudio(audio: Blob, signal?: AbortSignal): Promise<string> {
  if (navigator.onLine === false) throw offlineError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TRANSCRIBE_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  signal?.addEventListener("abort", onAbort);
  let response: Response;
  try {
    response = await fetch(apiRoutes.transcribeAudio.path, {
      method: apiRoutes.transcribeAudio.method,
      credentials: "include",
      headers: { "content-type": audio.type || "audio/webm", accept: "application/json" },
      body: audio,
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (signal?.aborted) throw error;
    throw offlineError();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
  const json = (await response.json().catch(() => null)) as {
    text?: unknown;
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status === 503 ? "AI_UNAVAILABLE" : "AI_FAILED",
      json?.error?.message ?? voiceMessages.transcribeFailed,
      response.status,
    );
  }
  const text = typeof json?.text === "string" ? json.text.trim() : "";
  if (!text) throw new ApiError("AI_FAILED", voiceMessages.noTranscription, response.status);
  return text;
}
