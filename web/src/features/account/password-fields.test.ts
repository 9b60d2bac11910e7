import { describe, expect, it } from "vitest";
import { emailProblem, passwordProblem } from "./password-fields";

describe("account field rules", () => {
  it("checks length before the match, with the docs/behaviour/messages.md texts", () => {
    expect(passwordProblem("12345", "12345")).toBe("Password must be at least 6 characters");
    expect(passwordProblem("123456", "123457")).toBe("Passwords do not match");
    expect(passwordProblem("123456", "123456")).toBeNull();
  });
  it("needs an @ in a new email", () => {
    expect(emailProblem("me.example.com")).toBe("Please enter a valid email address");
    expect(emailProblem("me@example.com")).toBeNull();
  });
});
