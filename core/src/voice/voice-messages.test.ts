import { describe, expect, it } from "vitest";
import {
  DICTATION_MAX_MS,
  EDITOR_RECORDING_MAX_MS,
  recordingTimeoutMessage,
} from "./voice-messages";

describe("recordingTimeoutMessage", () => {
  it("is the docs/behaviour/messages.md text for dictation's 5 minutes", () => {
    expect(recordingTimeoutMessage(DICTATION_MAX_MS)).toBe(
      "Recording timeout - maximum 5 minutes exceeded",
    );
  });
  it("says the editor's 60 s the same way", () => {
    expect(recordingTimeoutMessage(EDITOR_RECORDING_MAX_MS)).toBe(
      "Recording timeout - maximum 1 minute exceeded",
    );
    expect(recordingTimeoutMessage(45_000)).toBe("Recording timeout - maximum 45 seconds exceeded");
  });
});
