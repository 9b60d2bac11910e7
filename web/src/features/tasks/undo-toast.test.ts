import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Task } from "@firstly/core/contract/task";
import { queryKeys } from "../../lib/query-keys";
import { jsonResponse, mockApi } from "../../../test/render";
import { optimisticTask } from "../../lib/offline/queued-overlay";
import { undoTaskChange } from "./undo-toast";

const ID = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";
const task = (id: string, text: string, status: Task["status"] = "pending"): Task => ({
  ...optimisticTask({ id, text }, new Date("2026-01-01T00:00:00Z")),
  status,
  version: 3,
});

describe("Undo from the toast", () => {
  it("puts the server's restored task back in the list, a deleted one included", async () => {
    const fetchMock = mockApi({
      [`POST /api/tasks/${ID}/undo`]: () => jsonResponse(200, task(ID, "Water the plants")),
    });
    const client = new QueryClient();
    // deleted: no longer in the list
    client.setQueryData<Task[]>(queryKeys.tasks, [task(OTHER, "Pay the rent")]);
    await undoTaskChange(client, ID);
    expect(fetchMock.mock.calls[0]![1]!.method).toBe("POST");
    expect(client.getQueryData<Task[]>(queryKeys.tasks)!.map((t) => t.id)).toEqual([OTHER, ID]);
    expect(client.getQueryData<Task>(queryKeys.task(ID))?.status).toBe("pending");
  });

  it("replaces a completed copy in place", async () => {
    mockApi({
      [`POST /api/tasks/${ID}/undo`]: () => jsonResponse(200, task(ID, "Water the plants")),
    });
    const client = new QueryClient();
    client.setQueryData<Task[]>(queryKeys.tasks, [
      task(ID, "Water the plants", "completed"),
      task(OTHER, "Pay the rent"),
    ]);
    await undoTaskChange(client, ID);
    expect(client.getQueryData<Task[]>(queryKeys.tasks)!.map((t) => [t.id, t.status])).toEqual([
      [ID, "pending"],
      [OTHER, "pending"],
    ]);
  });

  it("shows the server's refusal (too late, or changed since)", async () => {
    mockApi({
      [`POST /api/tasks/${ID}/undo`]: () =>
        jsonResponse(409, {
          error: { code: "CONFLICT", message: "This can no longer be undone." },
        }),
    });
    await expect(undoTaskChange(new QueryClient(), ID)).rejects.toThrow(
      "This can no longer be undone.",
    );
  });
});
