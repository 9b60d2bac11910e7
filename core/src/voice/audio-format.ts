/**
 * What a recording is, decided by its first bytes (never by its name or content-type header):
 * - WebM (Matroska/EBML): `1A 45 DF A3` — Chrome's and Firefox's MediaRecorder;
 * - Ogg: `OggS` — Firefox can record Ogg/Opus;
 * - WAV: `RIFF` <size> `WAVE`.
 * Anything else (a PNG renamed .webm, a text file, an empty body) is not audio we accept.
 */
export type AudioFormat = "webm" | "ogg" | "wav";

export const audioMediaTypes: Record<AudioFormat, string> = {
  webm: "audio/webm",
  ogg: "audio/ogg",
  wav: "audio/wav",
};

/** The shortest file that can carry any audio at all: a 44-byte WAV header plus one sample. */
export const MIN_AUDIO_BYTES = 46;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const OGG = ascii("OggS");
const RIFF = ascii("RIFF");
const WAVE = ascii("WAVE");

export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | null {
  if (bytes.length < MIN_AUDIO_BYTES) return null;
  if (startsWith(bytes, EBML)) return "webm";
  if (startsWith(bytes, OGG)) return "ogg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WAVE, 8)) return "wav";
  return null;
}
