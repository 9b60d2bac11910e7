import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useQuery } from "@tanstack/react-query";
import { imageMessages } from "@firstly/core/contract/image";
import type { Task } from "@firstly/core/contract/task";
import { queryKeys } from "../../../lib/query-keys";
import { makeTask } from "../../../../test/fixtures";
import { mockApi, renderScreen } from "../../../../test/render";
import { TaskPictureSection } from "./task-picture-section";
import { taskPictures } from "../task-pictures";

function Section({ initial }: { initial: Task }) {
  const { data } = useQuery({
    queryKey: queryKeys.task(initial.id),
    queryFn: () => initial,
    initialData: initial,
    staleTime: Infinity,
  });
  return <TaskPictureSection task={data} />;
}

describe("Task view pictures", () => {
  it("shows the generated picture first, then the person's own, as 'N photos'", async () => {
    const task = makeTask({
      id: "t1",
      text: "Plant tomatoes",
      imageURL: "/api/media/gen.webp",
      imageURLs: ["/a.png", "/api/media/gen.webp", "/b.png"],
    });
    expect(taskPictures(task)).toEqual(["/api/media/gen.webp", "/a.png", "/b.png"]);
    mockApi({});
    renderScreen(<Section initial={task} />);
    const gallery = await screen.findByRole("button", { name: "Open gallery, 3 photos" });
    expect(within(gallery).getByRole("img")).toHaveAttribute("alt", "Picture for “Plant tomatoes”");
    expect(screen.getByRole("button", { name: "New image" })).toBeEnabled();
  });

  it("after a failed retry: the popup with the docs/behaviour/messages.md texts; Try Again starts again", async () => {
    const task = makeTask({ id: "t2", text: "Fix the fence", imageFailed: true });
    const fetchMock = mockApi({
      "POST /api/tasks/t2/image": { ...task, imageFailed: false, isGeneratingImage: true },
    });
    renderScreen(<Section initial={task} />);
    const popup = await screen.findByRole("alertdialog", { name: imageMessages.failedTitle });
    expect(popup).toHaveTextContent(imageMessages.failedBody);
    expect(within(popup).getByRole("button", { name: "Dismiss" })).toBeEnabled();
    await userEvent.click(within(popup).getByRole("button", { name: "Try Again" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(await screen.findByRole("status")).toHaveTextContent("Creating image…");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true);
  });
});
