import type { ConfirmEmailResult } from "@app/shared/auth";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { CONFIRMATION_LINK_USED } from "../link-problems";
import { ConfirmEmailForm } from "./confirm-email-form";

const { wrapper } = withQueryClient();

const WRONG_PASSWORD = "This password doesn't match the one chosen when this account was created.";

function show() {
  const onConfirmed = vi.fn();
  const onLinkProblem = vi.fn();
  render(<ConfirmEmailForm token="the-token" onConfirmed={onConfirmed} onLinkProblem={onLinkProblem} />, { wrapper });
  return {
    password: screen.getByLabelText("Password") as HTMLInputElement,
    confirm: screen.getByRole("button", { name: "Confirm email" }),
    onConfirmed,
    onLinkProblem,
  };
}

describe("ConfirmEmailForm", () => {
  it("asks for the password at the field when none was typed, and sends nothing", async () => {
    const calls = serveApi({});
    const { password, confirm } = show();
    fireEvent.click(confirm);
    expect(await screen.findByText("Enter the password you chose when you signed up.")).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("shows a wrong password at the field, then confirms with the right one", async () => {
    serveApi({
      "POST /api/auth/confirm-email": (body) =>
        (body as { password: string }).password === "the right one"
          ? { status: 200, body: { status: true, signedIn: false } satisfies ConfirmEmailResult }
          : { status: 401, body: { error: { code: "INVALID_PASSWORD", message: WRONG_PASSWORD } } },
    });
    const { password, confirm, onConfirmed } = show();
    fireEvent.change(password, { target: { value: "a wrong one" } });
    fireEvent.click(confirm);
    expect(await screen.findByText(WRONG_PASSWORD)).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")).toBe("confirm-email-password-error");
    expect(onConfirmed).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: "the right one" } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(false));
  });

  it("hands a used link to the page instead of the field", async () => {
    serveApi({
      "POST /api/auth/confirm-email": { status: 400, body: { error: { code: "LINK_ALREADY_USED", message: "Used." } } },
    });
    const { password, confirm, onLinkProblem } = show();
    fireEvent.change(password, { target: { value: "whatever" } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onLinkProblem).toHaveBeenCalledWith(CONFIRMATION_LINK_USED));
    expect(password.getAttribute("aria-invalid")).toBeNull();
  });
});
