import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { AuthCard } from "./auth-card";

const { wrapper } = withQueryClient();

const SIGN_UP = "POST /api/auth/sign-up/email";
const PASSWORD = "grass-fed ribeye 42";
const signedUp = {
  status: 200,
  body: { token: null, user: { id: "u1", email: "nora@example.com", name: "Nora", emailVerified: false, image: null } },
};

function showSignUp() {
  render(<AuthCard onSignedIn={vi.fn()} initialMode="sign-up" />, { wrapper });
  const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
  return {
    fields: () => [field("Full Name"), field("Email"), field("Password"), field("Confirm Password")],
    button: () => screen.getByRole("button", { name: "Create Free Account" }) as HTMLButtonElement,
  };
}

function fill(fields: HTMLInputElement[], values = ["Nora Newcomer", "nora@example.com", PASSWORD, PASSWORD]) {
  fields.forEach((input, i) => fireEvent.change(input, { target: { value: values[i] } }));
}

const CHECK = "POST /api/auth/password-check";

/** The text a screen reader reads after the field's name: what its aria-describedby points at. */
const description = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
const fine = { status: 200, body: { problem: null } };

describe("sign-up", () => {
  it("after a sign-up gives way to the check-your-email notice, and back to an empty form on request", async () => {
    const calls = serveApi({ [SIGN_UP]: signedUp, [CHECK]: fine });
    const { fields, button } = showSignUp();
    fill(fields());
    fireEvent.click(button());

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Success!", { description: "Please check your email to confirm your account." }),
    );
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/We sent a confirmation link to nora@example\.com/));
    // The form is gone, so nothing can send the same sign-up twice.
    expect(screen.queryByRole("button", { name: "Create Free Account" })).toBeNull();
    expect(screen.queryByLabelText("Password", { exact: true })).toBeNull();
    expect(calls.filter((c) => c.path === "/api/auth/sign-up/email")).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Use a different email" }));
    expect(fields().map((f) => f.value)).toEqual(["", "", "", ""]);
    expect(button().disabled).toBe(false);
  });

  it("keeps what was typed after a refused sign-up", async () => {
    serveApi({ [SIGN_UP]: { status: 429, body: { error: { code: "RATE_LIMITED", message: "Too many attempts." } } }, [CHECK]: fine });
    const { fields, button } = showSignUp();
    fill(fields());
    fireEvent.click(button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Sign Up Error", { description: "Too many attempts." }));
    expect(fields().map((f) => f.value)).toEqual(["Nora Newcomer", "nora@example.com", PASSWORD, PASSWORD]);
    expect(button().disabled).toBe(false);
  });

  it("shows the password rules at the field as the password is typed, in the server's words", async () => {
    const calls = serveApi({
      [CHECK]: (body) => ({
        status: 200,
        body: {
          problem:
            (body as { password: string }).password === "password123"
              ? "This password is too common. Please choose one that is harder to guess."
              : null,
        },
      }),
    });
    const { fields } = showSignUp();
    const [, email, password] = fields() as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    fireEvent.change(email, { target: { value: "nora.new@example.com" } });
    expect(description(password)).toBe("Use at least 8 characters.");

    // The rules need no server: shown at once, as a hint while typing and an error once the field is left.
    fireEvent.change(password, { target: { value: "nora" } });
    expect(description(password)).toBe("Password must be at least 8 characters.");
    expect(password.getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(password, { target: { value: "nora.new2024" } });
    expect(description(password)).toBe("Please don't use your email address in your password.");
    fireEvent.blur(password);
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.path === "/api/auth/password-check")).toHaveLength(0);

    // What needs the server's word lists comes from the server once typing pauses.
    fireEvent.change(password, { target: { value: "password123" } });
    await waitFor(() => expect(description(password)).toMatch(/This password is too common/));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(password, { target: { value: PASSWORD } });
    await waitFor(() => expect(description(password)).toBe("Good: hard to guess."));
    expect(calls.filter((c) => c.path === "/api/auth/password-check").map((c) => c.body)).toEqual([
      { password: "password123", email: "nora.new@example.com", name: "" },
      { password: PASSWORD, email: "nora.new@example.com", name: "" },
    ]);
  });

  it("sends nothing while the password breaks a rule, and says why at the field", async () => {
    const calls = serveApi({ [SIGN_UP]: signedUp, [CHECK]: fine });
    const { fields, button } = showSignUp();
    fill(fields(), ["Nora Newcomer", "nora@example.com", "short", "short"]);
    fireEvent.click(button());
    const password = fields()[2]!;
    expect(description(password)).toBe("Password must be at least 8 characters.");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(password);
    expect(calls.filter((c) => c.path === "/api/auth/sign-up/email")).toHaveLength(0);
  });

  it("shows a password the server refuses at the field at once, beside the spec's toast", async () => {
    const message = "This password is too common. Please choose one that is harder to guess.";
    serveApi({ [SIGN_UP]: { status: 400, body: { error: { code: "WEAK_PASSWORD", message } } }, [CHECK]: fine });
    const { fields, button } = showSignUp();
    fill(fields());
    fireEvent.click(button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Sign Up Error", { description: message }));
    const password = fields()[2]!;
    expect(description(password)).toBe(message);
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(password);
  });
});

describe("the card", () => {
  it("offers sign-up as plainly as sign-in, and keeps the e-mail across the switch", () => {
    render(<AuthCard onSignedIn={vi.fn()} />, { wrapper });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "nora@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign up free" }));
    expect(screen.getByRole("heading", { name: "Start Your Journey" })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("nora@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Already have an account? Sign in" }));
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeTruthy();
  });
});
