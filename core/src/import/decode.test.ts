import { describe, expect, it } from "vitest";
import { decodeText } from "./decode";

const text = "Café, naïve – ok";

describe("decodeText", () => {
  it.each([
    ["UTF-8", new TextEncoder().encode(text), "utf-8"],
    [
      "UTF-8 with BOM",
      new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]),
      "utf-8",
    ],
    [
      "UTF-16 LE with BOM",
      new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")]),
      "utf-16le",
    ],
    ["UTF-16 LE without BOM", new Uint8Array(Buffer.from(text, "utf16le")), "utf-16le"],
    [
      "UTF-16 BE with BOM",
      new Uint8Array([0xfe, 0xff, ...Buffer.from(text, "utf16le").swap16()]),
      "utf-16be",
    ],
    [
      "Windows-1252",
      new Uint8Array([
        0x43, 0x61, 0x66, 0xe9, 0x2c, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65, 0x20, 0x96, 0x20, 0x6f,
        0x6b,
      ]),
      "windows-1252",
    ],
  ])("%s", (_, bytes, encoding) => {
    expect(decodeText(bytes)).toEqual({ text, encoding });
  });
});
