import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { describeRecurrence, ScheduleDialog } from "./schedule-dialog";

describe("ScheduleDialog", () => {
  it("defaults to Monday 09:00 and sends the chosen days in week order", async () => {
    const onSchedule = vi.fn();
    render(
      <ScheduleDialog current={null} busy={false} onSchedule={onSchedule} onUnschedule={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Schedule..." }));
    expect(screen.getByRole("button", { name: "monday" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Time")).toHaveValue("09:00");
    await userEvent.click(screen.getByRole("button", { name: "thursday" }));
    await userEvent.click(screen.getByRole("button", { name: "Schedule" }));
    // the browser's own zone goes along, so 09:00 means 09:00 where the person is
    expect(onSchedule).toHaveBeenCalledWith({
      time: "09:00",
      daysOfWeek: ["monday", "thursday"],
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.queryByRole("button", { name: "Stop repeating" })).not.toBeInTheDocument();
  });

  it("cannot schedule with no day picked", async () => {
    render(
      <ScheduleDialog current={null} busy={false} onSchedule={vi.fn()} onUnschedule={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Schedule..." }));
    await userEvent.click(screen.getByRole("button", { name: "monday" }));
    expect(screen.getByRole("button", { name: "Schedule" })).toBeDisabled();
  });

  it("offers to stop repeating a scheduled task", async () => {
    const onUnschedule = vi.fn();
    render(
      <ScheduleDialog
        current={{ time: "07:30", daysOfWeek: ["friday"], timeZone: "Europe/Berlin" }}
        busy={false}
        onSchedule={vi.fn()}
        onUnschedule={onUnschedule}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Schedule..." }));
    await userEvent.click(screen.getByRole("button", { name: "Stop repeating" }));
    expect(onUnschedule).toHaveBeenCalledOnce();
  });

  it("describes a recurrence briefly", () => {
    expect(describeRecurrence({ time: "07:30", daysOfWeek: ["monday", "friday"] })).toBe(
      "Mon, Fri · 07:30",
    );
  });
});
