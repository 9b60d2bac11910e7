import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { openAuthSheet } from "../../../lib/auth-sheet-store";
import { health, jsonResponse, mockApi, renderScreen } from "../../../../test/render";
import { AuthSheet } from "./auth-sheet";

async function openSheet(mode: "login" | "signup") {
  renderScreen(<AuthSheet />);
  act(() => openAuthSheet(mode));
  return screen.findByRole("dialog");
}

describe("Welcome Home sheet", () => {
  beforeEach(() => {
    mockApi({ "GET /api/health": health, "GET /api/me": { user: null } });
  });

  it("keeps submit disabled until email and password are filled", async () => {
    const user = userEvent.setup();
    await openSheet("login");
    expect(screen.getByRole("heading", { name: "Welcome Home" })).toBeInTheDocument();
    // the mode toggle is also labelled "Sign In"; the submit button is the one in the form
    const [, submitButton] = screen.getAllByRole("button", { name: "Sign In" });
    expect(submitButton).toBeDisabled();
    await user.type(screen.getByLabelText("Email"), "a@b.co");
    expect(submitButton).toBeDisabled();
    await user.type(screen.getByLabelText("Password"), "secret1");
    expect(submitButton).toBeEnabled();
  });

  it("shows the spec's texts for a bad email and a short password", async () => {
    const user = userEvent.setup();
    await openSheet("login");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.keyboard("{Enter}");
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters long")).toBeInTheDocument();
  });

  it("says 'Email is required' when the email field is left empty", async () => {
    const user = userEvent.setup();
    await openSheet("login");
    await user.click(screen.getByLabelText("Email"));
    await user.tab();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
  });

  it("needs a matching confirmation on signup", async () => {
    const user = userEvent.setup();
    await openSheet("signup");
    await user.type(screen.getByLabelText("Email"), "a@b.co");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.type(screen.getByLabelText("Confirm password"), "secret2");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to sign in.' when there is none", async () => {
    const user = userEvent.setup();
    const replies = [
      jsonResponse(401, {
        code: "INVALID_EMAIL_OR_PASSWORD",
        message: "Invalid email or password",
      }),
      jsonResponse(500, {}),
    ];
    const fetchMock = mockApi({
      "GET /api/health": health,
      "GET /api/me": { user: null },
      "POST /api/auth/sign-in/email": () => replies.shift(),
    });
    await openSheet("login");
    await user.type(screen.getByLabelText("Email"), "a@b.co");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Failed to sign in.")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) =>
      (url instanceof Request ? url.url : url.toString()).includes("/sign-in/email"),
    );
    expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({
      email: "a@b.co",
      password: "secret1",
    });
  });

  it("asks for the authenticator code when the account has two-factor, and offers a backup code", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      "GET /api/health": health,
      "GET /api/me": { user: null },
      "POST /api/auth/sign-in/email": { twoFactorRedirect: true, twoFactorMethods: ["totp"] },
      "POST /api/auth/two-factor/verify-totp": () =>
        jsonResponse(401, {
          code: "CODE_ALREADY_USED",
          message: "This code was already used. Wait for the next one in your authenticator app.",
        }),
    });
    await openSheet("login");
    await user.type(screen.getByLabelText("Email"), "a@b.co");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.keyboard("{Enter}");
    const code = await screen.findByLabelText("Authentication code");
    expect(screen.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    const verify = screen.getByRole("button", { name: "Verify" });
    await user.type(code, "12345");
    expect(verify).toBeDisabled();
    await user.type(code, "6");
    await user.click(verify);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This code was already used. Wait for the next one in your authenticator app.",
    );
    const sent = fetchMock.mock.calls.filter(([url]) =>
      (url instanceof Request ? url.url : url.toString()).includes("/two-factor/verify-totp"),
    );
    expect(sent.map(([, init]) => JSON.parse(init?.body as string) as unknown)).toEqual([
      { code: "123456" },
    ]);
    await user.click(screen.getByRole("button", { name: "Use a backup code" }));
    expect(screen.getByLabelText("Backup code")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
  });

  it("hides Google unless the server has it configured", async () => {
    await openSheet("login");
    expect(screen.queryByRole("button", { name: /google/i })).not.toBeInTheDocument();
  });
});
