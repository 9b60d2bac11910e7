import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { imageMessages } from "@firstly/core/contract/image";
import type { Goal } from "@firstly/core/contract/goal";
import { queryKeys } from "../../../lib/query-keys";
import { applyImageUpdate } from "../../../lib/queries/images";
import { makeGoal } from "../../../../test/fixtures";
import { mockApi, renderScreen } from "../../../../test/render";
import { GoalHero } from "./goal-hero";
import { useGoals } from "../../../lib/queries/goals";

/** The hero as the goal screens use it: the goal comes from the goals query. */
function Hero({ id }: { id: string }) {
  const goal = useGoals().data?.find((g) => g.id === id);
  return goal ? <GoalHero goalId={goal.id} imageURL={goal.imageURL} isMain goal={goal} /> : null;
}

function setup(goal: Goal, routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({ "GET /api/goals": { goals: [goal] }, ...routes });
  return { ...renderScreen(<Hero id={goal.id} />), fetchMock };
}

describe("Goal header picture", () => {
  it("generates on request: spinner at once, then the picture with its alt text", async () => {
    const goal = makeGoal({ id: "g1", name: "Ship the beta" });
    const { client, fetchMock } = setup(goal, {
      "POST /api/goals/g1/image": { ...goal, isGeneratingImage: true },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Generate image" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Creating image…");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true);

    applyImageUpdate(client, {
      target: "goal",
      noteId: "g1",
      imageUrl: "/api/media/picture.webp",
      isGenerating: false,
      hasFailed: false,
    });
    const img = await screen.findByRole("img", {
      name: "Picture for your main goal: Ship the beta",
    });
    expect(img).toHaveAttribute("src", "/api/media/picture.webp");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button", { name: "New image" })).toBeEnabled();
    expect(client.getQueryData<Goal[]>(queryKeys.goals)?.[0]?.imageURL).toBe(
      "/api/media/picture.webp",
    );
  });

  it("opens the picture full screen when tapped, as a task's pictures do", async () => {
    const goal = makeGoal({ id: "g3", name: "Ship the beta", imageURL: "/api/media/hero.webp" });
    setup(goal);
    await userEvent.click(await screen.findByRole("button", { name: "Open photo" }));
    const viewer = await screen.findByRole("dialog");
    expect(within(viewer).getByRole("img")).toHaveAttribute("src", "/api/media/hero.webp");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the failure overlay with the docs/behaviour/messages.md texts; Dismiss clears it", async () => {
    const goal = makeGoal({ id: "g2", imageFailed: true });
    const { fetchMock } = setup(goal, {
      "DELETE /api/goals/g2/image/failure": { ...goal, imageFailed: false },
    });
    const overlay = await screen.findByRole("alert");
    expect(overlay).toHaveTextContent(imageMessages.failedTitle);
    expect(overlay).toHaveTextContent(imageMessages.failedBody);
    expect(within(overlay).getByRole("button", { name: "Retry" })).toBeEnabled();
    await userEvent.click(within(overlay).getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByRole("button", { name: "Generate image" })).toBeEnabled();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });
});
