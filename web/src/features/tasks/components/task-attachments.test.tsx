import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Task } from "@firstly/core/contract/task";
import { makeTask } from "../../../../test/fixtures";
import { jsonResponse, mockApi, renderScreen } from "../../../../test/render";
import { formatFileSize } from "./file-list";
import { TaskAttachments } from "./task-attachments";

const warning = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/toast", () => ({ toast: { warning, error: vi.fn(), success: vi.fn() } }));

const file = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

describe("TaskAttachments", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    warning.mockReset();
  });

  it("skips a file over 5 MB and a failed upload with warnings; the others still go", async () => {
    const task = makeTask({ id: "t1", text: "Trip" });
    let calls = 0;
    const fetchMock = mockApi({
      "POST /api/tasks/t1/attachments": () => {
        calls += 1;
        if (calls === 2)
          return jsonResponse(415, {
            error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "That file type is not supported." },
          });
        return jsonResponse(200, { ...task, imageURLs: ["/api/media/x.webp"] } satisfies Task);
      },
    });
    renderScreen(<TaskAttachments task={task} />);
    expect(screen.getByRole("button", { name: "Add Image" })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId("add-file-input"), {
      target: {
        files: [
          file("a.png", 10, "image/png"),
          file("b.exe", 10, "application/octet-stream"),
          file("big.pdf", 6 * 1024 * 1024, "application/pdf"),
          file("c.pdf", 10, "application/pdf"),
        ],
      },
    });
    await waitFor(() => expect(calls).toBe(3));
    await waitFor(() =>
      expect(warning.mock.calls.map((c) => c[0] as string)).toEqual([
        "“big.pdf” is over 5 MB and was skipped",
        "“b.exe” could not be added: That file type is not supported.",
      ]),
    );
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)["x-file-name"],
    );
    expect(sent).toEqual(["a.png", "b.exe", "c.pdf"]);
  });

  it("lists attached files with their size and a remove button", () => {
    const task = makeTask({
      id: "t2",
      files: [
        { url: "/api/media/k.pdf", name: "Tickets.pdf", size: 2048, type: "application/pdf" },
      ],
    });
    renderScreen(<TaskAttachments task={task} />);
    const link = screen.getByRole("link", { name: /Tickets\.pdf/ });
    expect(link).toHaveAttribute("href", "/api/media/k.pdf");
    expect(link).toHaveTextContent("PDF · 2 KB");
    expect(screen.getByRole("button", { name: "Remove Tickets.pdf" })).toBeEnabled();
    expect(formatFileSize(5.5 * 1024 * 1024)).toBe("5.5 MB");
  });

  it("plays a recording made in the note editor", () => {
    const task = makeTask({
      id: "t3",
      files: [
        { url: "/api/media/r.webm", name: "Recording 23.11.webm", size: 9216, type: "audio/webm" },
      ],
    });
    renderScreen(<TaskAttachments task={task} />);
    expect(screen.getByRole("link", { name: /Recording 23\.11\.webm/ })).toHaveTextContent(
      "Recording · 9 KB",
    );
    expect(screen.getByLabelText("Play Recording 23.11.webm")).toHaveAttribute(
      "src",
      "/api/media/r.webm",
    );
  });
});
