import { describe, expect, it } from "vitest";
import { fileIdentity, pickFiles, type PickedFile } from "./pick-files";

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = "image/png", lastModified = 1): PickedFile => ({
  name,
  size,
  type,
  lastModified,
});
const none = new Set<string>();

describe("pickFiles (docs/behaviour/validation.md#files)", () => {
  it("skips files over 5 MB with a warning and keeps the others", () => {
    const result = pickFiles([file("a.png"), file("big.pdf", 6 * MB, "application/pdf")], {
      picker: "file",
      alreadyAttached: none,
      imageCount: 0,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(["a.png"]);
    expect(result.warnings).toEqual(["“big.pdf” is over 5 MB and was skipped"]);
    const exact = pickFiles([file("edge.png", 5 * MB)], {
      picker: "image",
      alreadyAttached: none,
      imageCount: 0,
    });
    expect(exact.accepted).toHaveLength(1);
  });

  it("takes only images in the image picker", () => {
    const result = pickFiles([file("a.png"), file("b.pdf", 10, "application/pdf")], {
      picker: "image",
      alreadyAttached: none,
      imageCount: 0,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(["a.png"]);
    expect(result.warnings).toEqual(["“b.pdf” is not an image and was skipped"]);
  });

  it("drops duplicates by name, size and modified time, within the pick and against the note", () => {
    const a = file("a.png");
    const result = pickFiles([a, { ...a }, file("a.png", 1000, "image/png", 2), file("b.png")], {
      picker: "image",
      alreadyAttached: new Set([fileIdentity(file("b.png"))]),
      imageCount: 0,
    });
    expect(result.accepted.map((f) => `${f.name}@${f.lastModified}`)).toEqual([
      "a.png@1",
      "a.png@2",
    ]);
    expect(result.warnings).toEqual([]);
  });

  it("takes at most 10 per pick and 10 images per note", () => {
    const many = Array.from({ length: 12 }, (_, i) => file(`f${i}.txt`, 10, "text/plain"));
    const perPick = pickFiles(many, { picker: "file", alreadyAttached: none, imageCount: 0 });
    expect(perPick.accepted).toHaveLength(10);
    expect(perPick.warnings).toEqual(["Only 10 files can be added at once; 2 more were skipped"]);

    const images = Array.from({ length: 4 }, (_, i) => file(`p${i}.png`));
    const full = pickFiles([...images, file("doc.pdf", 10, "application/pdf")], {
      picker: "file",
      alreadyAttached: none,
      imageCount: 8,
    });
    expect(full.accepted.map((f) => f.name)).toEqual(["p0.png", "p1.png", "doc.pdf"]);
    expect(full.warnings).toEqual(["A note can have at most 10 images; 2 images were skipped"]);
  });
});
