import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

type Props = Omit<ConfirmDialogProps, "open" | "onOpenChange">;

/** A dialog opened from its trigger, its open state kept here as the features keep it. */
function Harness(props: Props & { onOpenChange?: (open: boolean) => void; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  return (
    <ConfirmDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
      trigger={<button type="button">Open</button>}
    />
  );
}

function openDialog(props: Partial<Props> & { onOpenChange?: (open: boolean) => void } = {}) {
  const onConfirm = vi.fn();
  render(<Harness title="Delete this post?" description="It goes for good." confirmLabel="Delete" onConfirm={onConfirm} {...props} />);
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  return { dialog: screen.getByRole("alertdialog"), onConfirm };
}

describe("the confirm dialog", () => {
  it("says what it asks, and confirming calls onConfirm without closing it", () => {
    const { dialog, onConfirm } = openDialog();
    expect(within(dialog).getByRole("heading", { name: "Delete this post?" })).toBeTruthy();
    expect(within(dialog).getByText("It goes for good.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("closes on Cancel (or its own label) without confirming", async () => {
    const { dialog, onConfirm } = openDialog({ cancelLabel: "Keep it" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("can't be closed or confirmed again while pending", () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    render(
      <Harness
        initiallyOpen
        title="Block Sam?"
        description="Sam won't know."
        confirmLabel="Delete"
        pending
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    );
    const dialog = screen.getByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Delete" }) as HTMLButtonElement;
    const cancel = within(dialog).getByRole("button", { name: "Cancel" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(cancel.disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("keeps the confirm button disabled when told to", () => {
    const { dialog } = openDialog({ confirmDisabled: true });
    expect((within(dialog).getByRole("button", { name: "Delete" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("with fields, is a form that Enter in a field confirms", () => {
    const { dialog, onConfirm } = openDialog({ children: <input aria-label="Password" /> });
    const form = dialog.querySelector("form");
    expect(form).not.toBeNull();
    expect(within(dialog).getByRole("button", { name: "Delete" }).getAttribute("type")).toBe("submit");
    fireEvent.submit(form!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
