import { describe, expect, it } from "vitest";
import type { InlineBlock } from "../contract/task";
import {
  collapseTextBlocks,
  dropMissingImages,
  inlineBlockMessages,
  inlineBlocksProblem,
} from "./inline-blocks";

const text = (id: string, value: string): InlineBlock => ({ type: "text", id, value });
const image = (id: string, url: string): InlineBlock => ({
  type: "image",
  id,
  url,
  size: 240,
  fileKey: "",
  posX: 50,
  posY: 50,
  isBackground: false,
});
const A = "/api/media/a.webp";
const B = "/api/media/b.webp";

describe("inlineBlocksProblem", () => {
  it.each([
    ["an empty body", [], [], null],
    ["text only", [text("t1", "x"), text("t2", "y")], [], null],
    ["an image the thought has", [text("t1", "x"), image("i1", A)], [A, B], null],
    ["the same picture twice", [image("i1", A), image("i2", A)], [A], null],
    ["an image it does not have", [image("i1", B)], [A], inlineBlockMessages.imageNotOwn],
    ["an image and no pictures", [image("i1", A)], [], inlineBlockMessages.imageNotOwn],
    [
      "two text blocks, one id",
      [text("t", "x"), text("t", "y")],
      [],
      inlineBlockMessages.duplicateIds,
    ],
    [
      "a text and an image, one id",
      [text("b", "x"), image("b", A)],
      [A],
      inlineBlockMessages.duplicateIds,
    ],
  ] as const)("%s", (_, blocks, urls, expected) => {
    expect(inlineBlocksProblem(blocks, urls)).toBe(expected);
  });
});

describe("collapseTextBlocks", () => {
  it("leaves an empty body empty", () => {
    expect(collapseTextBlocks([], "new", "n")).toEqual([]);
  });
  it("puts the text where the first text block was, keeping its id and the images' places", () => {
    const body = [image("i1", A), text("t1", "a"), image("i2", B), text("t2", "b")];
    expect(collapseTextBlocks(body, "new", "n")).toEqual([
      image("i1", A),
      text("t1", "new"),
      image("i2", B),
    ]);
  });
  it("keeps one (empty) text block when the text is cleared", () => {
    expect(collapseTextBlocks([text("t1", "a"), text("t2", "b")], "", "n")).toEqual([
      text("t1", ""),
    ]);
  });
  it("adds a text block in front of images-only bodies", () => {
    expect(collapseTextBlocks([image("i1", A)], "new", "n")).toEqual([
      text("n", "new"),
      image("i1", A),
    ]);
  });
  it("adds nothing to an images-only body when the text is empty", () => {
    expect(collapseTextBlocks([image("i1", A)], "", "n")).toEqual([image("i1", A)]);
  });
});

describe("dropMissingImages", () => {
  it.each([
    ["keeps images still there", [text("t", "x"), image("i1", A)], [A], ["t", "i1"]],
    [
      "drops every block showing a removed picture",
      [image("i1", A), text("t", "x"), image("i2", A), image("i3", B)],
      [B],
      ["t", "i3"],
    ],
    ["drops all images when none are left", [image("i1", A), image("i2", B)], [], []],
  ] as const)("%s", (_, blocks, urls, ids) => {
    expect(dropMissingImages(blocks, urls).map((b) => b.id)).toEqual(ids);
  });
});
