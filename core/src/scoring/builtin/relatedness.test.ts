import { describe, expect, it } from "vitest";
import { tokenize } from "../../language/text";
import { builtinWordVectors, decodeWordVectors } from "../../language/word-vectors";
import { centroid, contentVectors, relatedness } from "./relatedness";

const vectors = builtinWordVectors();
const vec = (text: string) => centroid(vectors, contentVectors(vectors, tokenize(text)));

describe("word-vector relatedness", () => {
  it.each([
    ["train for my first triathlon", "swim and cycle intervals", "renew the car insurance"],
    ["learn to swim front crawl", "practise breathing in the pool", "pay the electricity bill"],
    ["restore a vintage car", "weld the rusty sills", "bake a birthday cake"],
    ["get elected as a councillor", "canvass voters door to door", "descale the kettle"],
  ])("goal %j: %j is closer than %j", (goal, near, far) => {
    expect(relatedness(vec(goal), vec(near))).toBeGreaterThan(relatedness(vec(goal), vec(far)));
  });

  it("skips generic task words and the most frequent words, so they relate nothing", () => {
    expect(contentVectors(vectors, tokenize("get the things this week"))).toEqual([]);
    expect(relatedness(vec("keep bees"), vec("get it this week"))).toBe(0);
  });

  it("cuts centroids from shared slabs without one overwriting another", () => {
    const texts = ["weld the rusty sills", "canvass voters door to door", "bake a birthday cake"];
    const first = texts.map((t) => Array.from(vec(t) ?? []));
    // enough centroids to fill several slabs, then the first ones again
    const many = Array.from({ length: 1000 }, (_, i) => vec(texts[i % 3] ?? ""));
    expect(many.every((c) => c?.length === vectors.dims)).toBe(true);
    texts.forEach((t, i) => expect(Array.from(vec(t) ?? [])).toEqual(first[i]));
    expect(Array.from(many[0] ?? [])).toEqual(first[0]);
    expect(Array.from(many[998] ?? [])).toEqual(first[2]);
  });

  it("decodes packed int8 rows (base64) into rows with their lengths", () => {
    // rows [3, 4] and [0, -1] as int8 bytes 03 04 00 ff
    const v = decodeWordVectors("alpha beta", "AwQA/w==", 2);
    expect([...v.data]).toEqual([3, 4, 0, -1]);
    expect(v.inverseNorms[0]).toBeCloseTo(0.2);
    expect(v.inverseNorms[1]).toBeCloseTo(1);
    expect(v.index.get("beta")).toBe(1);
  });

  it("loads the packed vectors with every word unique", () => {
    expect(vectors.dims).toBe(100);
    expect(vectors.index.size).toBe(vectors.inverseNorms.length);
    expect(vectors.index.size).toBeGreaterThanOrEqual(20_000);
  });
});
