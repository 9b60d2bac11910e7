import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accessTokenMessages } from "@firstly/core/contract/access-tokens";
import { jsonResponse, mockApi, renderScreen } from "../../../test/render";
import { AccessTokensCard } from "./access-tokens-card";

const listed = {
  id: "t1",
  name: "Laptop script",
  scope: "read",
  hint: "fst_abcd",
  createdAt: "2026-03-01T10:00:00.000Z",
  lastUsedAt: null,
};
const secret = `fst_${"Q".repeat(43)}`;

afterEach(() => vi.unstubAllGlobals());

describe("AccessTokensCard", () => {
  it("creates a token with the chosen scope and shows its secret once", async () => {
    const user = userEvent.setup();
    let tokens: unknown[] = [];
    const fetchMock = mockApi({
      "GET /api/tokens": () => jsonResponse(200, { tokens }),
      "POST /api/tokens": () => {
        const made = { ...listed, id: "t2", name: "Claude", scope: "write" };
        tokens = [made];
        return jsonResponse(200, { ...made, token: secret });
      },
    });
    renderScreen(<AccessTokensCard />);
    const create = screen.getByRole("button", { name: "Create token" });
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText("Token name"), "Claude");
    await user.click(screen.getByRole("radio", { name: /Read and write/ }));
    await user.click(create);
    expect(await screen.findByLabelText("New access token")).toHaveValue(secret);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ name: "Claude", scope: "write" });
    const list = await screen.findByRole("list", { name: "Your access tokens" });
    expect(list).toHaveTextContent("Claude");
    expect(list).toHaveTextContent("Read and write · Never used");
    expect(list).not.toHaveTextContent(secret);
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByLabelText("New access token")).toBeNull();
  });

  it("revokes only after a second, confirming press", async () => {
    const user = userEvent.setup();
    let tokens: unknown[] = [listed];
    const fetchMock = mockApi({
      "GET /api/tokens": () => jsonResponse(200, { tokens }),
      "DELETE /api/tokens/t1": () => {
        tokens = [];
        return jsonResponse(200, { ok: true });
      },
    });
    renderScreen(<AccessTokensCard />);
    const list = await screen.findByRole("list", { name: "Your access tokens" });
    await user.click(within(list).getByRole("button", { name: "Revoke Laptop script" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await user.click(within(list).getByRole("button", { name: "Confirm revoking Laptop script" }));
    await vi.waitFor(() => expect(screen.queryByRole("list")).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(1);
  });

  it("shows the server's message when the account already has 20", async () => {
    const user = userEvent.setup();
    mockApi({
      "GET /api/tokens": { tokens: [] },
      "POST /api/tokens": () =>
        jsonResponse(409, { error: { code: "CONFLICT", message: accessTokenMessages.tooMany } }),
    });
    renderScreen(<AccessTokensCard />);
    await user.type(screen.getByLabelText("Token name"), "One more");
    await user.click(screen.getByRole("button", { name: "Create token" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(accessTokenMessages.tooMany);
  });
});
