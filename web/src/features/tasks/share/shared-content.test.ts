import { describe, expect, it } from "vitest";
import { carriesShare, sharedText, takeShared, withShared } from "./shared-content";

describe("shared content", () => {
  it("puts a shared link on its own line, once", () => {
    expect(sharedText({ text: "Read this", url: "https://e.com/a" })).toBe(
      "Read this\nhttps://e.com/a",
    );
    expect(sharedText({ text: "Read https://e.com/a", url: "https://e.com/a" })).toBe(
      "Read https://e.com/a",
    );
    expect(sharedText({ text: "", url: "https://e.com/a" })).toBe("https://e.com/a");
    expect(sharedText({ text: "  just words ", url: "" })).toBe("just words");
  });

  it("keeps what the draft already held and adds the share below it", () => {
    expect(withShared({ title: "", text: "" }, { title: "Article", text: "x", url: "" })).toEqual({
      title: "Article",
      text: "x",
    });
    expect(
      withShared({ title: "Mine", text: "call mum" }, { title: "Theirs", text: "x", url: "u" }),
    ).toEqual({ title: "Mine", text: "call mum\n\nx\nu" });
    expect(withShared({ title: "", text: "kept" }, { title: "", text: "", url: "" })).toEqual({
      title: "",
      text: "kept",
    });
  });

  it("reads a share carried in the address without a service worker", async () => {
    const query = new URLSearchParams("title=T&text=Hello&url=https%3A%2F%2Fe.com");
    expect(carriesShare(query)).toBe(true);
    expect(carriesShare(new URLSearchParams(""))).toBe(false);
    await expect(takeShared(query, "draft-1")).resolves.toEqual({
      title: "T",
      text: "Hello",
      url: "https://e.com",
      picture: null,
    });
    await expect(takeShared(new URLSearchParams(""), "draft-1")).resolves.toBeNull();
  });
});
