/**
 * docs/behaviour/states.md#voice-recording voice recording as data: Ready/Starting, permission
 * request, Recording (tap to stop), Processing, Done or Error; Done and Error return to Ready after
 * 0.5 s; cancel goes straight back to Ready from anywhere. An event that does not apply to the
 * current state changes nothing.
 */
export type VoiceState =
  | { status: "ready" }
  | { status: "starting" }
  | { status: "permission" }
  | { status: "recording"; startedAt: number }
  | { status: "processing" }
  | { status: "done" }
  | { status: "error"; message: string };

export type VoiceStatus = VoiceState["status"];

export type VoiceEvent =
  | { type: "start" }
  | { type: "ask-permission" }
  | { type: "recording"; at: number }
  | { type: "stop" }
  | { type: "transcribed" }
  | { type: "fail"; message: string }
  | { type: "reset" }
  | { type: "cancel" };

export const initialVoiceState: VoiceState = { status: "ready" };

/** The states each event may leave. */
const from: Record<VoiceEvent["type"], readonly VoiceStatus[]> = {
  start: ["ready", "done", "error"],
  "ask-permission": ["starting"],
  recording: ["starting", "permission"],
  stop: ["recording"],
  transcribed: ["processing"],
  // from ready too: 'Voice transcription service unavailable...' fails a tap before anything starts
  fail: ["ready", "starting", "permission", "recording", "processing"],
  reset: ["done", "error"],
  cancel: ["starting", "permission", "recording", "processing", "done", "error"],
};

export function nextVoiceState(state: VoiceState, event: VoiceEvent): VoiceState {
  if (!from[event.type].includes(state.status)) return state;
  switch (event.type) {
    case "start":
      return { status: "starting" };
    case "ask-permission":
      return { status: "permission" };
    case "recording":
      return { status: "recording", startedAt: event.at };
    case "stop":
      return { status: "processing" };
    case "transcribed":
      return { status: "done" };
    case "fail":
      return { status: "error", message: event.message };
    case "reset":
    case "cancel":
      return initialVoiceState;
    default:
      return event satisfies never;
  }
}

/** A session is under way: the field's own keys (Escape) belong to it, and unmounting cancels it. */
export const isBusy = (state: VoiceState) =>
  state.status === "starting" ||
  state.status === "permission" ||
  state.status === "recording" ||
  state.status === "processing";

/** 0:07, 4:59 */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
