import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import {
  recordingTimeoutMessage,
  VOICE_STATE_RESET_MS,
  voiceMessages,
} from "@firstly/core/voice/voice-messages";
import { errorMessage } from "../../lib/api-error";
import { initialVoiceState, isBusy, nextVoiceState } from "./voice-state";
import type { RecordingSession } from "./audio-recorder";
import { useLatest } from "../../lib/use-latest";

/** How long a message (an error, the timeout notice) stays readable beside the button. */
export const NOTICE_MS = 6000;

interface Options {
  /** docs/behaviour/limits.md#voice: 5 minutes in dictation, 60 s in the note editor */
  maxMs: number;
  /** false when the server has no transcription model: a tap explains instead of recording */
  checkAvailable: () => Promise<boolean>;
  /** the words, once transcribed */
  onText: (text: string) => void;
}

/**
 * One voice session at a time for one field: tap to start, tap to stop, automatic stop at the
 * limit, Escape or unmount cancels (microphone released, upload aborted). The recorder and the
 * upload load on the first tap, so the screens that show the button carry only the button.
 */
export function useVoiceInput({ maxMs, checkAvailable, onText }: Options) {
  const [state, dispatch] = useReducer(nextVoiceState, initialVoiceState);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const session = useRef<RecordingSession | null>(null);
  const upload = useRef<AbortController | null>(null);
  // bumped by every start and cancel: async steps of an older attempt see it changed and stop
  const attempt = useRef(0);
  const onTextRef = useLatest(onText);
  const checkRef = useLatest(checkAvailable);

  const show = useCallback((message: string | null) => setNotice(message), []);
  const fail = useCallback(
    (message: string) => {
      session.current?.cancel();
      session.current = null;
      dispatch({ type: "fail", message });
      show(message);
    },
    [show],
  );

  const cancel = useCallback(() => {
    attempt.current += 1;
    session.current?.cancel();
    session.current = null;
    upload.current?.abort();
    upload.current = null;
    dispatch({ type: "cancel" });
  }, []);

  const stop = useCallback(
    async (timedOut = false) => {
      const current = session.current;
      const mine = attempt.current;
      if (!current) return fail(voiceMessages.noActiveRecording);
      session.current = null;
      dispatch({ type: "stop" });
      if (timedOut) show(recordingTimeoutMessage(maxMs));
      try {
        const audio = await current.stop();
        if (mine !== attempt.current) return;
        if (audio.size === 0) return fail(voiceMessages.processFailed);
        const { transcribeAudio } = await import("./transcribe-audio");
        const controller = new AbortController();
        upload.current = controller;
        const text = await transcribeAudio(audio, controller.signal);
        if (mine !== attempt.current) return;
        upload.current = null;
        onTextRef.current(text);
        dispatch({ type: "transcribed" });
        if (!timedOut) show(null);
      } catch (error) {
        if (mine !== attempt.current) return;
        upload.current = null;
        fail(errorMessage(error, voiceMessages.processFailed));
      }
    },
    [fail, maxMs, onTextRef, show],
  );

  const start = useCallback(async () => {
    const mine = ++attempt.current;
    dispatch({ type: "start" });
    show(null);
    try {
      if (!(await checkRef.current())) {
        if (mine === attempt.current) fail(voiceMessages.serviceUnavailable);
        return;
      }
      if (mine !== attempt.current) return;
      const recorder = await import("./audio-recorder");
      if (await recorder.willAskForMicrophone()) {
        if (mine !== attempt.current) return;
        dispatch({ type: "ask-permission" });
      }
      const started = await recorder.startAudioRecording({
        onFailure: (message) => mine === attempt.current && fail(message),
      });
      if (mine !== attempt.current) return started.cancel();
      session.current = started;
      const at = Date.now();
      setNow(at);
      dispatch({ type: "recording", at });
    } catch (error) {
      if (mine !== attempt.current) return;
      fail(errorMessage(error, voiceMessages.startFailed));
    }
  }, [checkRef, fail, show]);

  const toggle = useCallback(() => {
    if (state.status === "recording") void stop();
    else if (state.status === "ready" || state.status === "done" || state.status === "error")
      void start();
  }, [start, state.status, stop]);

  // the clock for the elapsed time, and the automatic stop at the limit
  const startedAt = state.status === "recording" ? state.startedAt : null;
  useEffect(() => {
    if (startedAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    const limit = setTimeout(() => void stop(true), Math.max(0, startedAt + maxMs - Date.now()));
    return () => {
      clearInterval(tick);
      clearTimeout(limit);
    };
  }, [maxMs, startedAt, stop]);

  // docs/behaviour/states.md: Done and Error go back to Ready after 0.5 s; the message stays a
  // while to be read
  useEffect(() => {
    if (state.status !== "done" && state.status !== "error") return;
    const timer = setTimeout(() => dispatch({ type: "reset" }), VOICE_STATE_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // Escape cancels a session under way
  const busy = isBusy(state);
  useEffect(() => {
    if (!busy) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      cancel();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [busy, cancel]);

  // leaving the screen releases the microphone and drops the upload
  useEffect(() => cancel, [cancel]);

  return {
    state,
    notice,
    elapsedMs: startedAt === null ? 0 : now - startedAt,
    toggle,
    cancel,
  };
}
