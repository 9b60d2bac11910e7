import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { swipeDirection } from "../../../components/image-viewer";
import { TaskImage } from "./task-image";

const urls = ["/a.png", "/b.png", "/c.png"];

describe("image gallery", () => {
  it("opens from the first photo with its count and moves with buttons, keys and dots", async () => {
    render(<TaskImage urls={urls} alt="Picture" />);
    expect(screen.getByText("3 photos")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Open gallery, 3 photos" }));
    expect(screen.getByRole("img", { name: "Photo 1 of 3" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(screen.getByRole("img", { name: "Photo 2 of 3" })).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("img", { name: "Photo 3 of 3" })).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("img", { name: "Photo 1 of 3" })).toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("img", { name: "Photo 3 of 3" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Photo 2" }));
    expect(screen.getByRole("tab", { name: "Photo 2" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("img", { name: /Photo \d of 3/ })).not.toBeInTheDocument();
  });

  it("returns focus to the picture on close and offers Remove only for the person's own photos", async () => {
    const onRemove = vi.fn();
    render(
      <TaskImage
        urls={urls}
        alt="Picture"
        canRemove={(url) => url !== "/a.png"}
        onRemove={onRemove}
      />,
    );
    const opener = screen.getByRole("button", { name: "Open gallery, 3 photos" });
    await userEvent.click(opener);
    expect(screen.queryByRole("button", { name: "Remove photo" })).not.toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(onRemove).toHaveBeenCalledWith("/b.png");
    await userEvent.keyboard("{Escape}");
    expect(opener).toHaveFocus();
  });

  it("treats only swipes over 50 px as a swipe", () => {
    expect(swipeDirection(50)).toBe(0);
    expect(swipeDirection(51)).toBe(-1);
    expect(swipeDirection(-50)).toBe(0);
    expect(swipeDirection(-51)).toBe(1);
  });
});
