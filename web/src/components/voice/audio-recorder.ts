import {
  VOICE_BITS_PER_SECOND,
  VOICE_CHUNK_MS,
  VOICE_SAMPLE_RATE,
  voiceMessages,
} from "@firstly/core/voice/voice-messages";

/**
 * A failure whose message is one of the docs/behaviour/messages.md#voice voice texts, safe to show
 * as is.
 */
export class VoiceError extends Error {
  override readonly name = "VoiceError";
}

export interface RecordingSession {
  /** ends the recording and resolves with everything recorded (the microphone is released) */
  stop(): Promise<Blob>;
  /** ends it and throws the audio away; safe to call at any time, any number of times */
  cancel(): void;
}

/** MediaRecorder formats in order of preference: the server and OpenAI read all three. */
const MIME_TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/webm"];

/**
 * True when the browser is about to show its microphone prompt (Permissions API), so the button can
 * say so; false when it will not (already granted or denied) or cannot tell.
 */
export async function willAskForMicrophone(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: "microphone" });
    return status.state === "prompt";
  } catch {
    return false;
  }
}

/**
 * Opens the microphone and records the docs/behaviour/limits.md#voice dictation audio: 16 kHz mono
 * requested, webm/opus, 100 ms chunks. `onFailure` hears of a recorder error or a microphone that
 * goes away mid-way.
 */
export async function startAudioRecording(options: {
  onFailure: (message: string) => void;
}): Promise<RecordingSession> {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
    throw new VoiceError(voiceMessages.startFailed);
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: {
        sampleRate: VOICE_SAMPLE_RATE,
        channelCount: 1,
        echoCancellation: true,
        noiseSuppression: true,
      },
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : "";
    throw new VoiceError(
      name === "NotAllowedError" || name === "SecurityError"
        ? voiceMessages.microphoneDenied
        : voiceMessages.startFailed,
    );
  }
  const release = () => stream.getTracks().forEach((track) => track.stop());

  let recorder: MediaRecorder;
  const chunks: Blob[] = [];
  try {
    const mimeType = MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    recorder = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: VOICE_BITS_PER_SECOND,
    });
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.start(VOICE_CHUNK_MS);
  } catch {
    release();
    throw new VoiceError(voiceMessages.startFailed);
  }

  let isOver = false;
  const fail = (message: string) => {
    if (isOver) return;
    isOver = true;
    recorder.ondataavailable = null;
    recorder.onstop = null;
    if (recorder.state !== "inactive") recorder.stop();
    release();
    options.onFailure(message);
  };
  recorder.onerror = () => fail(voiceMessages.recordingFailed);
  stream.getAudioTracks().forEach((track) => {
    // the microphone was unplugged or taken by another app
    track.onended = () => fail(voiceMessages.recordingFailed);
  });

  return {
    stop() {
      if (isOver || recorder.state === "inactive") {
        release();
        return Promise.reject(new VoiceError(voiceMessages.noActiveRecording));
      }
      isOver = true;
      return new Promise<Blob>((resolve, reject) => {
        recorder.onstop = () => {
          release();
          try {
            resolve(new Blob(chunks, { type: recorder.mimeType || "audio/webm" }));
          } catch {
            reject(new VoiceError(voiceMessages.processFailed));
          }
        };
        try {
          recorder.stop();
        } catch {
          release();
          reject(new VoiceError(voiceMessages.stopFailed));
        }
      });
    },
    cancel() {
      if (isOver) return release();
      isOver = true;
      recorder.ondataavailable = null;
      recorder.onstop = null;
      recorder.onerror = null;
      try {
        if (recorder.state !== "inactive") recorder.stop();
      } finally {
        release();
      }
    },
  };
}
