import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { toast } from "@/lib/toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { ACCOUNT_DELETED_MESSAGE, DeleteAccountCard } from "./delete-account-card";

beforeEach(() => vi.clearAllMocks());

withQueryClient();

const WRONG_PASSWORD = "Invalid password";

function openDialog(billingNotice?: string) {
  render(
    <MemoryRouter initialEntries={["/settings"]}>
      <Routes>
        <Route path="/settings" element={<DeleteAccountCard billingNotice={billingNotice} />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
  const dialog = screen.getByRole("alertdialog");
  return {
    dialog,
    password: within(dialog).getByLabelText("Password") as HTMLInputElement,
    confirm: within(dialog).getByRole("button", { name: "Delete account" }) as HTMLButtonElement,
  };
}

describe("the delete account card", () => {
  it("says what happens to a paid plan, in the card and in the dialog", () => {
    serveApi({});
    const notice = "Your Annual plan will be cancelled at once; you won't be charged again.";
    const { dialog } = openDialog(notice);
    expect(within(dialog).getByText(notice)).toBeTruthy();
    expect(screen.getAllByText(notice)).toHaveLength(2);
  });

  it("can't be confirmed until a password is typed", () => {
    serveApi({});
    const { password, confirm } = openDialog();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(password, { target: { value: "something" } });
    expect(confirm.disabled).toBe(false);
  });

  it("shows a wrong password at the field only (no toast), and it clears as it is typed again", async () => {
    const calls = serveApi({
      "POST /api/auth/delete-user": { status: 400, body: { error: { code: "INVALID_PASSWORD", message: WRONG_PASSWORD } } },
    });
    const { dialog, password, confirm } = openDialog();
    fireEvent.change(password, { target: { value: "not my password" } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(WRONG_PASSWORD)).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")).toBe("delete-account-password-error");
    expect(toast.error).not.toHaveBeenCalled();
    expect(calls.map((call) => call.body)).toEqual([{ password: "not my password" }]);

    fireEvent.change(password, { target: { value: "my password" } });
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBeNull());
  });

  it("forgets the password and its error when the dialog closes", async () => {
    serveApi({
      "POST /api/auth/delete-user": { status: 400, body: { error: { code: "INVALID_PASSWORD", message: WRONG_PASSWORD } } },
    });
    const first = openDialog();
    fireEvent.change(first.password, { target: { value: "not my password" } });
    fireEvent.click(first.confirm);
    expect(await within(first.dialog).findByText(WRONG_PASSWORD)).toBeTruthy();
    fireEvent.click(within(first.dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("alertdialog");
    const password = within(dialog).getByLabelText("Password") as HTMLInputElement;
    expect(password.value).toBe("");
    expect(password.getAttribute("aria-invalid")).toBeNull();
    expect(within(dialog).queryByText(WRONG_PASSWORD)).toBeNull();
  });

  it("keeps any other refusal in the toast only", async () => {
    serveApi({
      "POST /api/auth/delete-user": { status: 429, body: { error: { code: "RATE_LIMITED", message: "Too many tries." } } },
    });
    const { password, confirm } = openDialog();
    fireEvent.change(password, { target: { value: "my password" } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Couldn't delete your account", expect.objectContaining({ description: "Too many tries." })),
    );
    expect(password.getAttribute("aria-invalid")).toBeNull();
  });

  it("deletes the account, goes home and says so", async () => {
    serveApi({ "POST /api/auth/delete-user": { status: 200, body: { success: true, message: "User deleted" } } });
    const { password, confirm } = openDialog();
    fireEvent.change(password, { target: { value: "my password" } });
    fireEvent.click(confirm);
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_DELETED_MESSAGE));
  });
});
