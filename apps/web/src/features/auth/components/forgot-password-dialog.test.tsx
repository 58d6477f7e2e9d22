import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import ForgotPasswordDialog, { RESET_REQUESTED_MESSAGE } from "./forgot-password-dialog";

const { wrapper } = withQueryClient();

const RESET = "POST /api/auth/request-password-reset";

function show(defaultEmail?: string) {
  const onOpenChange = vi.fn();
  render(<ForgotPasswordDialog open onOpenChange={onOpenChange} defaultEmail={defaultEmail} />, { wrapper });
  return {
    email: screen.getByLabelText("Email") as HTMLInputElement,
    send: screen.getByRole("button", { name: "Send reset link" }),
    onOpenChange,
  };
}

describe("ForgotPasswordDialog", () => {
  it("asks for an email at the field when none was typed, and sends nothing", async () => {
    const calls = serveApi({});
    const { email, send, onOpenChange } = show();
    fireEvent.click(send);
    expect(await screen.findByText("Email is required.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("forgot-password-email-error");
    expect(calls).toHaveLength(0);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("says at the field that a malformed address is not one, and sends nothing", async () => {
    const calls = serveApi({});
    const { email, send } = show();
    fireEvent.change(email, { target: { value: "not an address" } });
    fireEvent.click(send);
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends the sign-in form's address, says a link may be on its way and closes", async () => {
    const calls = serveApi({ [RESET]: { status: 200, body: { status: true } } });
    const { email, send, onOpenChange } = show("ann@example.com");
    expect(email.value).toBe("ann@example.com");
    fireEvent.click(send);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.map((c) => c.body)).toEqual([expect.objectContaining({ email: "ann@example.com", redirectTo: "/reset-password" })]);
    expect(toast.success).toHaveBeenCalledWith(RESET_REQUESTED_MESSAGE);
  });

  it("answers a failure that could reveal an account as a success", async () => {
    serveApi({ [RESET]: { status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong." } } } });
    const { email, send, onOpenChange } = show();
    fireEvent.change(email, { target: { value: "ann@example.com" } });
    fireEvent.click(send);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast.success).toHaveBeenCalledWith(RESET_REQUESTED_MESSAGE);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("reports too many requests in a toast and stays open", async () => {
    const message = "Too many attempts. Please wait 40 minutes and try again.";
    serveApi({ [RESET]: { status: 429, body: { error: { code: "RATE_LIMITED", message } } } });
    const { email, send, onOpenChange } = show("ann@example.com");
    fireEvent.click(send);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't send the link", { description: message }));
    expect(toast.success).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });
});
