import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ImageBlock } from "@firstly/core/contract/task";
import { ImageBlockView } from "./image-block-view";

const block: ImageBlock = {
  type: "image",
  id: "i",
  url: "/api/media/u/a.png",
  fileKey: "u/a.png",
  size: 240,
  posX: 50,
  posY: 99,
  isBackground: false,
};

const renderBlock = (b = block) => {
  const onChange = vi.fn();
  const onRemove = vi.fn();
  render(
    <ImageBlockView
      block={b}
      index={1}
      onChange={onChange}
      onRemove={onRemove}
      onFocus={vi.fn()}
    />,
  );
  return { onChange, onRemove };
};

describe("ImageBlockView", () => {
  it("moves the focal point with the arrow keys, within 0–100", () => {
    const { onChange } = renderBlock();
    const focal = screen.getByRole("slider", { name: "Image 1 focal point" });
    fireEvent.keyDown(focal, { key: "ArrowRight" });
    expect(onChange).toHaveBeenLastCalledWith({ posX: 52, posY: 99 });
    fireEvent.keyDown(focal, { key: "ArrowDown" });
    expect(onChange).toHaveBeenLastCalledWith({ posX: 50, posY: 100 });
    fireEvent.keyDown(focal, { key: "ArrowLeft", shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith({ posX: 30, posY: 99 });
  });

  it("resizes, becomes the background and is removed", () => {
    const { onChange, onRemove } = renderBlock();
    fireEvent.change(screen.getByRole("slider", { name: "Image 1 size" }), {
      target: { value: "600" },
    });
    expect(onChange).toHaveBeenLastCalledWith({ size: 600 });
    fireEvent.click(screen.getByRole("button", { name: "Use as background" }));
    expect(onChange).toHaveBeenLastCalledWith({ isBackground: true });
    fireEvent.click(screen.getByRole("button", { name: "Remove image 1" }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it("as the background it is a small row with the toggle pressed", () => {
    renderBlock({ ...block, isBackground: true });
    expect(screen.getByRole("figure", { name: "Image 1" })).toHaveTextContent("Background picture");
    expect(screen.getByRole("button", { name: "Use as background" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
  });
});
