import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { ChangePasswordCard } from "./change-password-card";

beforeEach(() => vi.clearAllMocks());

withQueryClient();

const NEW = "Another-strong-passw0rd";
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fill(confirm = NEW) {
  render(<ChangePasswordCard />);
  fireEvent.change(field("Current password"), { target: { value: "My-old-passw0rd-here" } });
  fireEvent.change(field("New password"), { target: { value: NEW } });
  fireEvent.change(field("Confirm new password"), { target: { value: confirm } });
  fireEvent.click(screen.getByRole("button", { name: "Update password" }));
}

describe("changing the password: each problem said once", () => {
  it("a mismatch is the spec's toast (Error: Passwords do not match) only, and nothing is sent", async () => {
    const calls = serveApi({});
    fill("Something-else-entirely1");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", expect.objectContaining({ description: "Passwords do not match" })),
    );
    expect(screen.queryByText("Passwords do not match")).toBeNull();
    expect(field("Confirm new password").getAttribute("aria-invalid")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("a wrong current password is said at its field, not in a toast", async () => {
    serveApi({
      "POST /api/auth/change-password": { status: 400, body: { error: { code: "INVALID_PASSWORD", message: "Invalid password" } } },
    });
    fill();
    expect(await screen.findByText("Invalid password")).toBeTruthy();
    expect(field("Current password").getAttribute("aria-invalid")).toBe("true");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("any other refusal is a toast, with no field marked", async () => {
    serveApi({
      "POST /api/auth/change-password": { status: 429, body: { error: { code: "RATE_LIMITED", message: "Too many tries." } } },
    });
    fill();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Couldn't update your password",
        expect.objectContaining({ description: "Too many tries." }),
      ),
    );
    expect(screen.queryByText("Too many tries.")).toBeNull();
    expect(document.querySelector("[aria-invalid=true]")).toBeNull();
  });
});
