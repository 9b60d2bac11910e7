import { describe, expect, it } from "vitest";
import {
  formatElapsed,
  initialVoiceState,
  isBusy,
  nextVoiceState,
  type VoiceEvent,
  type VoiceState,
} from "./voice-state";

const run = (events: VoiceEvent[], state: VoiceState = initialVoiceState) =>
  events.reduce(nextVoiceState, state);

describe("voice state machine (docs/behaviour/states.md#voice-recording)", () => {
  it("goes Ready → Starting → permission → Recording → Processing → Done → Ready", () => {
    const steps: VoiceEvent[] = [
      { type: "start" },
      { type: "ask-permission" },
      { type: "recording", at: 1000 },
      { type: "stop" },
      { type: "transcribed" },
      { type: "reset" },
    ];
    const seen = steps.map((_, i) => run(steps.slice(0, i + 1)).status);
    expect(seen).toEqual(["starting", "permission", "recording", "processing", "done", "ready"]);
    expect(run(steps.slice(0, 3))).toEqual({ status: "recording", startedAt: 1000 });
  });

  it("records straight from Starting when no permission prompt is needed", () => {
    expect(run([{ type: "start" }, { type: "recording", at: 5 }]).status).toBe("recording");
  });

  it.each(["starting", "permission", "recording", "processing"] as const)(
    "fails from %s with the message, and resets to Ready",
    (status) => {
      const state = { status, startedAt: 0 } as VoiceState;
      const failed = nextVoiceState(state, { type: "fail", message: "Voice recording failed" });
      expect(failed).toEqual({ status: "error", message: "Voice recording failed" });
      expect(nextVoiceState(failed, { type: "reset" })).toEqual(initialVoiceState);
    },
  );

  it("fails a tap from Ready when the service is unavailable, and can start again from Error", () => {
    const failed = run([{ type: "fail", message: "Voice transcription service unavailable..." }]);
    expect(failed.status).toBe("error");
    expect(nextVoiceState(failed, { type: "start" }).status).toBe("starting");
  });

  it("cancels from any busy state straight to Ready", () => {
    for (const events of [
      [{ type: "start" }],
      [{ type: "start" }, { type: "ask-permission" }],
      [{ type: "start" }, { type: "recording", at: 0 }],
      [{ type: "start" }, { type: "recording", at: 0 }, { type: "stop" }],
    ] as VoiceEvent[][]) {
      const busy = run(events);
      expect(isBusy(busy)).toBe(true);
      expect(nextVoiceState(busy, { type: "cancel" })).toEqual(initialVoiceState);
    }
  });

  it("ignores events that do not apply", () => {
    expect(run([{ type: "stop" }])).toBe(initialVoiceState);
    expect(run([{ type: "transcribed" }])).toBe(initialVoiceState);
    const recording = run([{ type: "start" }, { type: "recording", at: 1 }]);
    // a second tap on start while recording, or a late "recording", changes nothing
    expect(nextVoiceState(recording, { type: "start" })).toBe(recording);
    expect(nextVoiceState(recording, { type: "recording", at: 99 })).toBe(recording);
    const processing = nextVoiceState(recording, { type: "stop" });
    expect(nextVoiceState(processing, { type: "stop" })).toBe(processing);
    // a reset timer that fires after a new start does not interrupt it
    expect(nextVoiceState(processing, { type: "reset" })).toBe(processing);
  });

  it("formats the elapsed time as m:ss", () => {
    expect([0, 999, 7_000, 59_999, 60_000, 299_000].map(formatElapsed)).toEqual([
      "0:00",
      "0:00",
      "0:07",
      "0:59",
      "1:00",
      "4:59",
    ]);
  });
});
