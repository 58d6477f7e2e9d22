import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast } from "@/lib/toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { ResetPasswordForm } from "./reset-password-form";

beforeEach(() => vi.clearAllMocks());

withQueryClient();

const NEW = "Another-strong-passw0rd";
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fill(confirm = NEW) {
  const onInvalidToken = vi.fn();
  render(
    <MemoryRouter>
      <ResetPasswordForm token="t0ken" onInvalidToken={onInvalidToken} />
    </MemoryRouter>,
  );
  fireEvent.change(field("New Password"), { target: { value: NEW } });
  fireEvent.change(field("Confirm Password"), { target: { value: confirm } });
  fireEvent.submit(field("New Password").form!);
  return { onInvalidToken };
}

describe("resetting the password: each problem said once", () => {
  it("a mismatch is the spec's toast (Error: Passwords do not match) only, and nothing is sent", async () => {
    const calls = serveApi({});
    fill("Something-else-entirely1");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", expect.objectContaining({ description: "Passwords do not match" })),
    );
    expect(screen.queryByText("Passwords do not match")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("a refused new password is said at its field, not in a toast", async () => {
    serveApi({
      "POST /api/auth/reset-password": { status: 400, body: { error: { code: "PASSWORD_TOO_SHORT", message: "Password too short" } } },
    });
    fill();
    expect(await screen.findByText("Password too short")).toBeTruthy();
    expect(field("New Password").getAttribute("aria-invalid")).toBe("true");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("an unusable link turns the page to its invalid-link state, without a toast", async () => {
    serveApi({ "POST /api/auth/reset-password": { status: 400, body: { error: { code: "INVALID_TOKEN", message: "Invalid token" } } } });
    const { onInvalidToken } = fill();
    await waitFor(() => expect(onInvalidToken).toHaveBeenCalled());
    expect(toast.error).not.toHaveBeenCalled();
  });
});
