import { useCallback, useEffect, useRef, useState } from "react";
import {
  EDITOR_RECORDING_MAX_MS,
  recordingTimeoutMessage,
  voiceMessages,
} from "@firstly/core/voice/voice-messages";
import { errorMessage } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";
import type { RecordingSession } from "../../../components/voice/audio-recorder";
import { useLatest } from "../../../lib/use-latest";

const EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "audio/wav": "wav",
};

/** "Recording 14.05.webm": when it was made, with the extension of what the browser recorded. */
export function recordingFileName(type: string, at: Date): string {
  const base = type.split(";")[0] ?? "";
  const time = `${String(at.getHours()).padStart(2, "0")}.${String(at.getMinutes()).padStart(2, "0")}`;
  return `Recording ${time}.${EXTENSIONS[base] ?? "webm"}`;
}

/**
 * The add menu's Recording (docs/behaviour/note-editor.md#add-menu): tap to record from the
 * microphone (webm/opus where the browser has it), tap again to stop; at 60 s it stops by itself
 * with the docs/behaviour/messages.md#connection-and-session timeout text. The audio goes to
 * `onRecorded` as a file to upload; failures show the docs/behaviour/messages.md#voice recording
 * texts.
 */
export function useNoteRecording(onRecorded: (file: File) => Promise<void>) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const session = useRef<RecordingSession | null>(null);
  const onRecordedRef = useLatest(onRecorded);

  const stop = useCallback(
    async (timedOut = false) => {
      const current = session.current;
      session.current = null;
      setStartedAt(null);
      if (!current) return void toast.error(voiceMessages.noActiveRecording);
      if (timedOut) toast.warning(recordingTimeoutMessage(EDITOR_RECORDING_MAX_MS));
      setIsBusy(true);
      try {
        const audio = await current.stop();
        if (audio.size === 0) throw new Error(voiceMessages.processFailed);
        const file = new File([audio], recordingFileName(audio.type, new Date()), {
          type: audio.type.split(";")[0] || "audio/webm",
          lastModified: Date.now(),
        });
        await onRecordedRef.current(file);
      } catch (error) {
        toast.error(errorMessage(error, voiceMessages.recordingFailed));
      } finally {
        setIsBusy(false);
      }
    },
    [onRecordedRef],
  );

  const start = useCallback(async () => {
    setIsBusy(true);
    try {
      const { startAudioRecording } = await import("../../../components/voice/audio-recorder");
      session.current = await startAudioRecording({
        onFailure: (message) => {
          session.current = null;
          setStartedAt(null);
          toast.error(message);
        },
      });
      const at = Date.now();
      setNow(at);
      setStartedAt(at);
    } catch (error) {
      toast.error(errorMessage(error, voiceMessages.startFailed));
    } finally {
      setIsBusy(false);
    }
  }, []);

  useEffect(() => {
    if (startedAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    const limit = setTimeout(
      () => void stop(true),
      Math.max(0, startedAt + EDITOR_RECORDING_MAX_MS - Date.now()),
    );
    return () => {
      clearInterval(tick);
      clearTimeout(limit);
    };
  }, [startedAt, stop]);

  // leaving the editor releases the microphone and drops the recording
  useEffect(() => () => session.current?.cancel(), []);

  return {
    isRecording: startedAt !== null,
    isBusy,
    elapsedMs: startedAt === null ? 0 : now - startedAt,
    toggle: () => void (startedAt !== null ? stop() : start()),
  };
}
