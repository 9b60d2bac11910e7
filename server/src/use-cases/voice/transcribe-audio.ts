import { sniffAudioFormat } from "@firstly/core/voice/audio-format";
import { voiceMessages } from "@firstly/core/voice/voice-messages";
import { messages } from "@firstly/core/contract/errors";
import type { Transcription } from "@firstly/core/contract/voice";
import type { AppDeps, SessionUser } from "../../context";
import { AppError } from "../../errors/app-error";
import { takeRateLimitSlot } from "../../db/rate-limit-window";
import { TranscriptionError, type TranscriptionFailure } from "../../ai/transcription-client";

/**
 * Per person: 30 recordings in 10 minutes is one every 20 s for ten minutes, far beyond anyone
 * dictating, and caps what one account (or a script holding its cookie) can spend on the provider.
 */
export const TRANSCRIPTIONS_PER_WINDOW = 30;
export const TRANSCRIPTION_WINDOW_MS = 10 * 60_000;

export const NOT_AUDIO_MESSAGE = "Recording must be WebM, Ogg or WAV audio";

/**
 * docs/behaviour/messages.md#voice 'Transcription 401' and the recording texts, by what went wrong
 * upstream.
 */
function failureAnswer(reason: TranscriptionFailure): AppError {
  switch (reason) {
    case "unauthorized":
      return new AppError("AI_UNAVAILABLE", voiceMessages.serviceNotConfigured);
    case "breaker-open":
      return new AppError("AI_UNAVAILABLE", messages.breakerOpen);
    case "empty":
      return new AppError("AI_FAILED", voiceMessages.noTranscription);
    case "failed":
      return new AppError("AI_FAILED", voiceMessages.transcribeFailed);
    default:
      return reason satisfies never;
  }
}

/**
 * Turns one recording into text: the service must be configured, the bytes must be WebM, Ogg or
 * WAV by their content (the size limit is the body-limit middleware's), and the person must have
 * recordings left in the window. Logs sizes and outcomes only: never the audio or the words.
 */
export async function transcribeAudio({
  deps,
  user,
  audio,
}: {
  deps: Pick<AppDeps, "transcriber" | "db" | "log" | "now">;
  user: SessionUser;
  audio: Uint8Array;
}): Promise<Transcription> {
  const transcriber = deps.transcriber;
  if (!transcriber) throw new AppError("AI_UNAVAILABLE", voiceMessages.serviceUnavailable);
  if (audio.length === 0) throw new AppError("VALIDATION", voiceMessages.processFailed);
  const format = sniffAudioFormat(audio);
  if (!format) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_AUDIO_MESSAGE);

  const allowed = await takeRateLimitSlot(deps.db, {
    key: `voice-transcribe:${user.id}`,
    max: TRANSCRIPTIONS_PER_WINDOW,
    windowMs: TRANSCRIPTION_WINDOW_MS,
    now: deps.now().getTime(),
  });
  if (!allowed) throw new AppError("RATE_LIMITED");

  const started = performance.now();
  try {
    const text = await transcriber.transcribe({ audio, format });
    deps.log.info("voice.transcribed", {
      userId: user.id,
      format,
      bytes: audio.length,
      ms: Math.round(performance.now() - started),
    });
    return { text };
  } catch (error) {
    if (!(error instanceof TranscriptionError)) throw error;
    deps.log.warn("voice.transcription_failed", {
      userId: user.id,
      format,
      bytes: audio.length,
      reason: error.reason,
      status: error.status,
    });
    throw failureAnswer(error.reason);
  }
}
