import { describe, expect, it } from "vitest";
import type { ImageBlock, InlineBlock } from "@firstly/core/contract/task";
import {
  blocksFromTask,
  clampPercent,
  clampSize,
  insertAfter,
  isSavable,
  joinText,
  pickForSession,
  removeBlock,
  savePayload,
  textBlock,
} from "./note-blocks";

const image = (id: string, url = `/api/media/u/${id}.png`): ImageBlock => ({
  type: "image",
  id,
  url,
  fileKey: `u/${id}.png`,
  size: 240,
  posX: 50,
  posY: 50,
  isBackground: false,
});
const ids = (blocks: InlineBlock[]) => blocks.map((b) => b.id);

describe("insertAfter", () => {
  const body = [textBlock("one", "a"), textBlock("two", "b")];

  it("puts the picture just after the focused block", () => {
    expect(ids(insertAfter(body, "a", [image("i")]))).toEqual(["a", "i", "b"]);
  });

  it("puts it at the end, followed by a text block to type in, when nothing is focused", () => {
    const next = insertAfter(body, null, [image("i")]);
    expect(ids(next).slice(0, 3)).toEqual(["a", "b", "i"]);
    expect(next).toHaveLength(4);
    expect(next[3]).toMatchObject({ type: "text", value: "" });
  });

  it("goes to the end when the focused block is gone", () => {
    expect(ids(insertAfter(body, "gone", [image("i")])).slice(0, 3)).toEqual(["a", "b", "i"]);
  });
});

describe("removeBlock", () => {
  it("joins the paragraphs either side of a removed picture", () => {
    const next = removeBlock([textBlock("one", "a"), image("i"), textBlock("two", "b")], "i");
    expect(next).toEqual([{ type: "text", id: "a", value: "one\n\ntwo" }]);
  });

  it("keeps a text block at the end after removing the last block", () => {
    const next = removeBlock([textBlock("one", "a"), image("i")], "i");
    expect(ids(next)).toEqual(["a"]);
    expect(removeBlock([image("i")], "i")).toMatchObject([{ type: "text", value: "" }]);
  });

  it("leaves the body alone for an unknown id", () => {
    const body = [textBlock("one", "a")];
    expect(removeBlock(body, "x")).toBe(body);
  });
});

describe("clampSize (docs/behaviour/limits.md#files: 120–600 px)", () => {
  it.each([
    [119, 120],
    [120, 120],
    [121, 121],
    [320.4, 320],
    [599, 599],
    [600, 600],
    [601, 600],
    [Number.NaN, 120],
  ])("%d → %d", (size, expected) => expect(clampSize(size)).toBe(expected));

  it("keeps a focal point within 0–100", () => {
    expect([clampPercent(-3), clampPercent(42.4), clampPercent(130)]).toEqual([0, 42, 100]);
  });
});

describe("joinText and the save payload", () => {
  const body: InlineBlock[] = [
    textBlock("First paragraph ", "a"),
    image("i"),
    textBlock("  ", "b"),
    textBlock("Second", "c"),
  ];

  it("joins the non-empty text blocks with a blank line", () => {
    expect(joinText(body)).toBe("First paragraph\n\nSecond");
  });

  it("sends title, joined text and the blocks without empty paragraphs", () => {
    const payload = savePayload({ title: "  ", blocks: body }, "2026-11-26T22:00:00.000Z");
    expect(payload).toEqual({
      title: null,
      text: "First paragraph\n\nSecond",
      inline: [body[0], body[1], body[3]],
      clientUpdatedAt: "2026-11-26T22:00:00.000Z",
    });
    expect(savePayload({ title: "Trip", blocks: body }, "t").title).toBe("Trip");
  });

  it("docs/behaviour/validation.md#notes: an empty note with no files or images is not savable", () => {
    expect(isSavable({ title: "Only a title", blocks: [textBlock(" ")] }, 0)).toBe(true);
    expect(isSavable({ title: "  ", blocks: [textBlock(" ")] }, 0)).toBe(false);
    expect(isSavable({ title: "", blocks: [textBlock(" ")] }, 1)).toBe(true);
    expect(isSavable({ title: "", blocks: [image("i")] }, 0)).toBe(true);
    expect(isSavable({ title: "", blocks: [textBlock("x")] }, 0)).toBe(true);
  });
});

describe("blocksFromTask", () => {
  it("opens an older thought as one text block per paragraph", () => {
    const blocks = blocksFromTask({ text: "one\n\n\ntwo\nstill two", inline: [] });
    expect(blocks.map((b) => (b.type === "text" ? b.value : ""))).toEqual([
      "one",
      "two\nstill two",
    ]);
  });

  it("keeps stored blocks and adds a text block after a trailing picture", () => {
    const blocks = blocksFromTask({ text: "", inline: [image("i")] });
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toMatchObject({ type: "text", value: "" });
    expect(blocksFromTask(null)).toMatchObject([{ type: "text", value: "" }]);
  });
});

describe("pickForSession (docs/behaviour/validation.md#files duplicates across picks)", () => {
  const png = (name: string, lastModified = 1) => ({
    name,
    size: 1000,
    type: "image/png",
    lastModified,
  });

  it("drops a file picked again in a later pick of the same session", () => {
    const first = pickForSession([png("a.png")], {
      picker: "image",
      session: new Set(),
      imageCount: 0,
    });
    expect(first.accepted).toHaveLength(1);
    const second = pickForSession([png("a.png"), png("a.png", 2)], {
      picker: "image",
      session: first.session,
      imageCount: 1,
    });
    expect(second.accepted.map((f) => f.lastModified)).toEqual([2]);
    expect(second.session.size).toBe(2);
  });

  it("does not remember a skipped file, so a smaller copy can be picked later", () => {
    const big = { ...png("big.png"), size: 6 * 1024 * 1024 };
    const result = pickForSession([big], { picker: "image", session: new Set(), imageCount: 0 });
    expect(result.accepted).toEqual([]);
    expect(result.warnings).toHaveLength(1);
    expect(result.session.size).toBe(0);
  });
});
