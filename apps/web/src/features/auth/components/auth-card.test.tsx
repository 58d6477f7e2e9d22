import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { AuthCard } from "./auth-card";

vi.mock("@/lib/toast", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

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

describe("sign-up", () => {
  it("after a sign-up empties the form, rests its button until something is typed, and says to check the mail", async () => {
    const calls = serveApi({ [SIGN_UP]: signedUp });
    const { fields, button } = showSignUp();
    fill(fields());
    fireEvent.click(button());

    // The button is disabled while the sign-up is sent too: the toast says it has been answered.
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Success!", { description: "Please check your email to confirm your account." }),
    );
    expect(button().disabled).toBe(true);
    expect(fields().map((f) => f.value)).toEqual(["", "", "", ""]);
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/We sent a confirmation link to nora@example\.com/));
    // A second click sends nothing more.
    fireEvent.click(button());
    expect(calls.filter((c) => c.path === "/api/auth/sign-up/email")).toHaveLength(1);

    fireEvent.change(fields()[0]!, { target: { value: "N" } });
    expect(button().disabled).toBe(false);
  });

  it("keeps what was typed after a refused sign-up", async () => {
    serveApi({ [SIGN_UP]: { status: 429, body: { error: { code: "RATE_LIMITED", message: "Too many attempts." } } } });
    const { fields, button } = showSignUp();
    fill(fields());
    fireEvent.click(button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Sign Up Error", { description: "Too many attempts." }));
    expect(fields().map((f) => f.value)).toEqual(["Nora Newcomer", "nora@example.com", PASSWORD, PASSWORD]);
    expect(button().disabled).toBe(false);
  });
});
