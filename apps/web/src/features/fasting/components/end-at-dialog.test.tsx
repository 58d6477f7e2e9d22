import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/errors";
import { EndAtDialog } from "./end-at-dialog";

// Only the date: "now" is the field's default and its latest value.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 25, 9, 30));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const STARTED = new Date(2026, 10, 24, 20, 0).toISOString();

function openDialog(onEndAt: (endTime: string) => Promise<unknown> = vi.fn(async () => undefined)) {
  render(<EndAtDialog startTime={STARTED} onEndAt={onEndAt} />);
  fireEvent.click(screen.getByRole("button", { name: "End at…" }));
  const dialog = screen.getByRole("dialog", { name: "End your fast at…" });
  return { dialog, field: () => screen.getByLabelText("Ended") as HTMLInputElement, onEndAt };
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "End at this time" }));

describe("ending a fast at an earlier time", () => {
  it("starts at now, between the fast's start and now, and ends the fast at the time chosen", async () => {
    const { dialog, field, onEndAt } = openDialog();
    expect(field().value).toBe("2026-11-25T09:30");
    expect([field().min, field().max]).toEqual(["2026-11-24T20:00", "2026-11-25T09:30"]);
    fireEvent.change(field(), { target: { value: "2026-11-25T07:15" } });
    submit();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(onEndAt).toHaveBeenCalledWith(new Date(2026, 10, 25, 7, 15).toISOString());
  });

  it.each([
    ["2026-11-24T19:59", "The end can't be before the fast started."],
    ["2026-11-25T09:31", "The end can't be in the future."],
    ["", "Enter the date and time the fast ended."],
  ])("refuses %j at the field: %s", async (value, message) => {
    const { field, onEndAt } = openDialog();
    fireEvent.change(field(), { target: { value } });
    submit();
    await waitFor(() => expect(field().getAttribute("aria-describedby")).toBe("fast-end-at-error"));
    expect(document.getElementById("fast-end-at-error")!.textContent).toBe(message);
    expect(onEndAt).not.toHaveBeenCalled();
  });

  it("shows the server's refusal at the field and stays open", async () => {
    const refusal = "This overlaps your 16:8 fast of Nov 24, 6:00 AM – Nov 24, 10:00 PM. Choose an end before it started.";
    const { dialog, field } = openDialog(() => Promise.reject(new ApiError(409, "END_OVERLAPS", refusal)));
    submit();
    await waitFor(() => expect(document.getElementById("fast-end-at-error")?.textContent).toBe(refusal));
    expect(dialog.isConnected).toBe(true);
    expect(document.activeElement).toBe(field());
  });

  it("just closes when the fast was ended elsewhere meanwhile", async () => {
    const { dialog } = openDialog(() => Promise.reject(new ApiError(404, "NO_ACTIVE_FAST", "No fast is running.")));
    submit();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.queryByText("No fast is running.")).toBeNull();
  });
});
