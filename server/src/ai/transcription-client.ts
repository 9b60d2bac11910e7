import type { AudioFormat } from "@firstly/core/voice/audio-format";

export interface TranscriptionRequest {
  audio: Uint8Array;
  /** decided from the bytes (core/voice/audio-format), never from the client's header */
  format: AudioFormat;
}

/**
 * Why a transcription failed, in the terms docs/behaviour/messages.md#voice gives the person a text
 * for.
 */
export type TranscriptionFailure =
  /** the provider refused our key (HTTP 401): the service is not configured properly */
  | "unauthorized"
  /** the breaker is open: no call was made */
  | "breaker-open"
  /** a 200 with no words in it */
  | "empty"
  /** any other HTTP status, a timeout or a connection error */
  | "failed";

export class TranscriptionError extends Error {
  constructor(
    readonly reason: TranscriptionFailure,
    /** the provider's HTTP status, when it answered; logged, never the body */
    readonly status?: number,
  ) {
    super(`transcription ${reason}${status ? ` (${status})` : ""}`);
    this.name = "TranscriptionError";
  }
}

/**
 * The one seam between voice input and a speech-to-text provider. Resolves with the words
 * (trimmed, non-empty); rejects with TranscriptionError.
 */
export interface TranscriptionClient {
  readonly model: string;
  transcribe(req: TranscriptionRequest): Promise<string>;
}
