import { useRef, useState } from "react";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { health, jsonResponse, mockApi, renderScreen } from "../../../test/render";
import { VoiceButton } from "./voice-button";

/** A stand-in for the browser's MediaRecorder: emits one chunk per start and on stop. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === "audio/webm;codecs=opus";
  static last: FakeMediaRecorder | null = null;
  state: "inactive" | "recording" = "inactive";
  mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    this.mimeType = options.mimeType ?? "";
    FakeMediaRecorder.last = this;
  }
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = "recording";
    this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])]) });
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob([new Uint8Array(200)]) });
    setTimeout(() => this.onstop?.(), 0);
  }
}

function fakeMicrophone() {
  const track = { stop: vi.fn(), onended: null as null | (() => void) };
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] };
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => stream);
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia },
  });
  return { track, getUserMedia };
}

function Field({ initial = "", maxMs }: { initial?: string; maxMs?: number }) {
  const [text, setText] = useState(initial);
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <label htmlFor="f">Thought</label>
      <textarea id="f" ref={ref} value={text} onChange={(e) => setText(e.target.value)} />
      <VoiceButton target={ref} onInsert={setText} maxMs={maxMs} />
    </>
  );
}

const button = () => screen.getByRole("button", { name: "Voice input" });
const status = () => screen.getByRole("status");

describe("VoiceButton", () => {
  beforeEach(() => {
    vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "mediaDevices");
  });

  it("records, stops, and puts the words at the caret; the microphone is released", async () => {
    const { track, getUserMedia } = fakeMicrophone();
    const fetchMock = mockApi({
      "GET /api/health": health,
      "POST /api/voice/transcriptions": { text: "call the bank\n" },
    });
    const user = userEvent.setup();
    renderScreen(<Field initial="Buy milk tomorrow" />);
    const field = screen.getByLabelText<HTMLTextAreaElement>("Thought");
    field.setSelectionRange(8, 8); // after "Buy milk"

    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute("aria-pressed", "true"));
    expect(status()).toHaveTextContent("Recording · tap to stop");
    expect(screen.getByRole("timer")).toHaveTextContent("0:00");
    expect(getUserMedia.mock.calls[0]?.[0]).toMatchObject({
      audio: { sampleRate: 16000, channelCount: 1 },
    });
    expect(FakeMediaRecorder.last?.timeslice).toBe(100);
    expect(FakeMediaRecorder.last?.mimeType).toBe("audio/webm;codecs=opus");

    await user.click(button());
    await waitFor(() => expect(field).toHaveValue("Buy milk call the bank tomorrow"));
    expect(track.stop).toHaveBeenCalled();
    const upload = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(upload?.[1]?.headers).toMatchObject({ "content-type": "audio/webm;codecs=opus" });
    expect((upload?.[1]?.body as Blob).size).toBe(204);
    await waitFor(() => expect(field.selectionStart).toBe("Buy milk call the bank".length));
    // Done, then Ready again after 0.5 s
    await waitFor(() => expect(button()).toHaveAttribute("data-voice-state", "ready"));
  });

  it("says the service is unavailable instead of opening the microphone", async () => {
    const { getUserMedia } = fakeMicrophone();
    mockApi({ "GET /api/health": { ...health, voice: { transcription: false } } });
    const user = userEvent.setup();
    renderScreen(<Field />);
    await user.click(button());
    expect(await screen.findByText("Voice transcription service unavailable...")).toBeVisible();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("explains a refused microphone with the docs/behaviour/messages.md text", async () => {
    const { getUserMedia } = fakeMicrophone();
    getUserMedia.mockRejectedValueOnce(new DOMException("denied", "NotAllowedError"));
    mockApi({ "GET /api/health": health });
    const user = userEvent.setup();
    renderScreen(<Field />);
    await user.click(button());
    expect(
      await screen.findByText("Microphone access denied. Please allow microphone permissions."),
    ).toBeVisible();
    expect(button()).toHaveAttribute("aria-pressed", "false");
  });

  it("shows the server's message when transcription fails, and keeps the text as it was", async () => {
    fakeMicrophone();
    mockApi({
      "GET /api/health": health,
      "POST /api/voice/transcriptions": () =>
        jsonResponse(502, {
          error: { code: "AI_FAILED", message: "Failed to transcribe audio. Please try again." },
        }),
    });
    const user = userEvent.setup();
    renderScreen(<Field initial="Keep me" />);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute("aria-pressed", "true"));
    await user.click(button());
    expect(await screen.findByText("Failed to transcribe audio. Please try again.")).toBeVisible();
    expect(screen.getByLabelText("Thought")).toHaveValue("Keep me");
  });

  it("Escape cancels: the microphone is released and nothing is uploaded", async () => {
    const { track } = fakeMicrophone();
    const fetchMock = mockApi({ "GET /api/health": health });
    const user = userEvent.setup();
    renderScreen(<Field />);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute("aria-pressed", "true"));
    await user.keyboard("{Escape}");
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(track.stop).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("leaving the screen mid-recording releases the microphone", async () => {
    const { track } = fakeMicrophone();
    mockApi({ "GET /api/health": health });
    const user = userEvent.setup();
    const view = renderScreen(<Field />);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute("aria-pressed", "true"));
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it("stops by itself at the limit, says so, and still transcribes what was said", async () => {
    fakeMicrophone();
    mockApi({
      "GET /api/health": health,
      "POST /api/voice/transcriptions": { text: "buy milk" },
    });
    const user = userEvent.setup();
    renderScreen(<Field maxMs={1000} />);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute("aria-pressed", "true"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(await screen.findByText("Recording timeout - maximum 1 second exceeded")).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText("Thought")).toHaveValue("buy milk"));
  });
});
