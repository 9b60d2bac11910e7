import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { GoalAssessment, Task } from "@firstly/core/contract/task";
import { makeTask } from "../../../../test/fixtures";
import { mockApi, renderScreen } from "../../../../test/render";
import { withCorrection } from "../api/rank-correction";
import { TaskDetailsPanel } from "./task-details-panel";
import { RankCorrectionButtons } from "./rank-correction-controls";
import { toast } from "../../../lib/toast";

const GOAL = "g-main";
const assessment = (score: number, extra: Partial<GoalAssessment> = {}): GoalAssessment => ({
  goalType: "main",
  score,
  basicScore: score,
  fits: score <= 4000,
  confidence: 0.5,
  reasoning: "",
  engine: "builtin",
  scoredAt: "",
  ...extra,
});

const corrected: Task = makeTask({
  id: "t1",
  text: "skip the long runs",
  goalAssessments: { [GOAL]: assessment(7000, { engineScore: 10000 }) },
  rankCorrections: { [GOAL]: { kind: "up", at: "2026-01-01T00:00:00.000Z" } },
});

describe("withCorrection (the optimistic guess)", () => {
  it("applies core's rule to the engine's score and undoes back to it", () => {
    const plain = makeTask({ id: "t2", goalAssessments: { [GOAL]: assessment(5000) } });
    const up = withCorrection(plain, GOAL, "up");
    expect(up.goalAssessments[GOAL]).toMatchObject({ score: 2000, engineScore: 5000, fits: true });
    expect(up.rankCorrections[GOAL]?.kind).toBe("up");
    const nfg = withCorrection(up, GOAL, "not_for_goal");
    expect(nfg.goalAssessments[GOAL]).toMatchObject({ score: 8500, fits: false });
    const undone = withCorrection(nfg, GOAL, null);
    expect(undone.goalAssessments[GOAL]?.score).toBe(5000);
    expect(undone.goalAssessments[GOAL]?.engineScore).toBeUndefined();
    expect(undone.rankCorrections).toEqual({});
  });
});

describe("Task Details", () => {
  it("says 'You moved this up', shows the engine's score and undoes with the button", async () => {
    const fetchMock = mockApi({
      "DELETE /api/tasks/t1/correction/g-main": {
        ...corrected,
        goalAssessments: { [GOAL]: assessment(10000) },
        rankCorrections: {},
      },
    });
    renderScreen(<TaskDetailsPanel task={corrected} mainGoalId={GOAL} />);
    await userEvent.click(screen.getByRole("button", { name: /Task Details/ }));
    expect(screen.getByText("You moved this up")).toBeInTheDocument();
    expect(screen.getByText("Engine's score")).toBeInTheDocument();
    // the engine's own score, read lower-is-first: never a fraction that reads as a grade
    expect(screen.getByText("10000")).toBeInTheDocument();
    expect(screen.queryByText(/\/ 10000/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Undo rank correction" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/tasks/t1/correction/g-main",
        expect.objectContaining({ method: "DELETE" }),
      ),
    );
  });
});

describe("RankCorrectionButtons", () => {
  it("marks the current correction pressed and sends the chosen one", async () => {
    const fetchMock = mockApi({ "PUT /api/tasks/t1/correction": corrected });
    renderScreen(<RankCorrectionButtons task={corrected} goalId={GOAL} />);
    expect(screen.getByRole("button", { name: "Move up" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Not for this goal" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(init?.body as string)).toEqual({ goalId: GOAL, kind: "not_for_goal" });
  });

  it("says what it did even when its panel closed at once (a home card's rank options)", async () => {
    const success = vi.spyOn(toast, "success");
    mockApi({ "PUT /api/tasks/t1/correction": corrected });
    function CardOptions() {
      const [isOpen, setOpen] = useState(true);
      return isOpen ? (
        <RankCorrectionButtons task={corrected} goalId={GOAL} onDone={() => setOpen(false)} />
      ) : null;
    }
    renderScreen(<CardOptions />);
    await userEvent.click(screen.getByRole("button", { name: "Not for this goal" }));
    expect(screen.queryByRole("group", { name: "Correct the rank" })).not.toBeInTheDocument();
    await waitFor(() => expect(success).toHaveBeenCalledWith("Marked not for this goal"));
    success.mockRestore();
  });
});
