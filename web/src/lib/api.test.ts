import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "@firstly/core/contract/errors";
import { jsonResponse, mockApi } from "../../test/render";
import { makeTask } from "../../test/fixtures";
import { callApi, REQUEST_TIMEOUT_MS } from "./api";
import { ApiError } from "./api-error";

describe("callApi", () => {
  afterEach(() => vi.useRealTimers());

  it("fills path params, sends JSON with credentials and parses the reply", async () => {
    const task = makeTask({ id: "t 1", text: "hello" });
    const fetchMock = mockApi({ "PATCH /api/tasks/t%201": task });
    await expect(
      callApi("updateTask", { params: { id: "t 1" }, body: { text: "hello" } }),
    ).resolves.toEqual(task);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/tasks/t%201");
    expect(init).toMatchObject({
      method: "PATCH",
      credentials: "include",
      body: JSON.stringify({ text: "hello" }),
    });
  });

  it("turns an error body into ApiError with the server's message", async () => {
    mockApi({
      "GET /api/tasks/x": () =>
        jsonResponse(402, {
          error: { code: "LIMIT_REACHED", message: messages.guestLimitThoughts },
        }),
    });
    const error = await callApi("getTask", { params: { id: "x" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "LIMIT_REACHED",
      status: 402,
      message: messages.guestLimitThoughts,
    });
  });

  it("rejects a reply that does not match the contract", async () => {
    mockApi({ "GET /api/usage": { nope: true } });
    await expect(callApi("usage")).rejects.toBeInstanceOf(ApiError);
  });

  it("gives the spec's timeout text after 30 s", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener("abort", () =>
              reject(new DOMException("aborted", "AbortError")),
            ),
          ),
      ),
    );
    const result = callApi("listTasks").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await result).toMatchObject({ message: messages.timeout });
  });

  it("gives the offline text without calling when the device is offline", async () => {
    const fetchMock = mockApi({});
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await expect(callApi("listTasks")).rejects.toMatchObject({ message: messages.offline });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
