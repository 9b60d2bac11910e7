import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { swipeDirection } from "./image-viewer";
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

  it("treats only swipes over 50 px as a swipe", () => {
    expect(swipeDirection(50)).toBe(0);
    expect(swipeDirection(51)).toBe(-1);
    expect(swipeDirection(-50)).toBe(0);
    expect(swipeDirection(-51)).toBe(1);
  });
});
