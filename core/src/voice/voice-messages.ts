/**
 * docs/behaviour/messages.md#voice voice texts and docs/behaviour/validation.md#uploads-and-voice
 * and docs/behaviour/limits.md#voice voice limits, quoted exactly. Shared by the server (what it
 * answers) and the web's voice button (what it shows); zod-free so the button's chunk stays small.
 */
export const voiceMessages = {
  microphoneDenied: "Microphone access denied. Please allow microphone permissions.",
  recordingTimeout: "Recording timeout - maximum 5 minutes exceeded",
  startFailed: "Failed to start audio recording",
  noActiveRecording: "No active recording",
  processFailed: "Failed to process recorded audio",
  noTranscription: "No transcription received",
  recordingFailed: "Voice recording failed",
  stopFailed: "Failed to stop recording",
  /**
   * docs/behaviour/messages.md#voice 'missing function': no transcription model is configured on
   * this server
   */
  serviceUnavailable: "Voice transcription service unavailable...",
  /** docs/behaviour/messages.md#voice 'Transcription 401': the model endpoint refused our key */
  serviceNotConfigured: "Voice transcription service not configured properly.",
  transcribeFailed: "Failed to transcribe audio. Please try again.",
} as const;

/** docs/behaviour/limits.md#voice: 5 minutes in the dictation module, 60 s in the note editor. */
export const DICTATION_MAX_MS = 5 * 60_000;
export const EDITOR_RECORDING_MAX_MS = 60_000;
/** docs/behaviour/limits.md#voice: the voice state returns to Ready 0.5 s after Done or Error. */
export const VOICE_STATE_RESET_MS = 500;
/** docs/behaviour/limits.md#voice: 16 kHz webm/opus in 100 ms chunks. */
export const VOICE_SAMPLE_RATE = 16_000;
export const VOICE_CHUNK_MS = 100;
/**
 * Asked of MediaRecorder: speech in opus is clear at 32 kbit/s, so 5 minutes is about 1.2 MB.
 * Browsers may ignore it (Chrome's default is 128 kbit/s: 4.8 MB for 5 minutes).
 */
export const VOICE_BITS_PER_SECOND = 32_000;

/**
 * The largest recording the server accepts: 10 MB holds 5 minutes of opus even at 256 kbit/s,
 * or 5 minutes of 16 kHz 16-bit mono WAV (9.6 MB), and stays well under OpenAI's 25 MB.
 */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

export const audioTooLargeMessage = () =>
  `Recording too large - maximum ${MAX_AUDIO_BYTES / (1024 * 1024)} MB`;

/**
 * 'Recording timeout - maximum 5 minutes exceeded' (the docs/behaviour/messages.md text), or the
 * same for the editor's 60 s.
 */
export function recordingTimeoutMessage(maxMs: number): string {
  if (maxMs === DICTATION_MAX_MS) return voiceMessages.recordingTimeout;
  const seconds = Math.round(maxMs / 1000);
  return seconds % 60 === 0
    ? `Recording timeout - maximum ${seconds / 60} minute${seconds === 60 ? "" : "s"} exceeded`
    : `Recording timeout - maximum ${seconds} second${seconds === 1 ? "" : "s"} exceeded`;
}
