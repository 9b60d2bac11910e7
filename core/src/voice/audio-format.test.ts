import { describe, expect, it } from "vitest";
import { MIN_AUDIO_BYTES, sniffAudioFormat } from "./audio-format";

const pad = (head: number[], length = 64) => {
  const bytes = new Uint8Array(length);
  bytes.set(head);
  return bytes;
};
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe("sniffAudioFormat", () => {
  it.each([
    ["webm", pad([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81])],
    ["ogg", pad(ascii("OggS"))],
    ["wav", pad([...ascii("RIFF"), 0x24, 0x08, 0, 0, ...ascii("WAVE")])],
  ])("knows %s by its first bytes", (format, bytes) => {
    expect(sniffAudioFormat(bytes)).toBe(format);
  });

  it.each([
    ["a PNG", pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ["a RIFF that is not WAVE (AVI)", pad([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("AVI ")])],
    ["text", new TextEncoder().encode("buy milk and call the bank, buy milk and call the bank")],
    ["nothing", new Uint8Array(0)],
  ])("refuses %s", (_, bytes) => {
    expect(sniffAudioFormat(bytes)).toBeNull();
  });

  it("refuses a header with no room for audio (45 bytes) and accepts 46", () => {
    const head = [0x1a, 0x45, 0xdf, 0xa3];
    expect(sniffAudioFormat(pad(head, MIN_AUDIO_BYTES - 1))).toBeNull();
    expect(sniffAudioFormat(pad(head, MIN_AUDIO_BYTES))).toBe("webm");
  });
});
