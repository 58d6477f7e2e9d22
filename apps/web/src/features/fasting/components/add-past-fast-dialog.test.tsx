import type { FastingSession } from "@app/shared/fasting";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { AddPastFastDialog } from "./add-past-fast-dialog";

const { wrapper } = withQueryClient();

// Only the date: the fast's default end is this minute.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 25, 9, 30, 20));
});
afterEach(() => vi.useRealTimers());

const PAST = "POST /api/fasting/past";
const stored = (body: unknown): { status: number; body: { session: FastingSession } } => {
  const { fastingType, startTime, endTime } = body as { fastingType: string; startTime: string; endTime: string };
  const durationHours = (Date.parse(endTime) - Date.parse(startTime)) / 3_600_000;
  return { status: 201, body: { session: { id: "44444444-4444-4444-8444-444444444444", fastingType, startTime, endTime, durationHours } } };
};

function openDialog(preferredType?: string | null) {
  render(<AddPastFastDialog preferredType={preferredType} />, { wrapper });
  fireEvent.click(screen.getByRole("button", { name: "Add a past fast" }));
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    dialog: screen.getByRole("dialog", { name: "Add a past fast" }),
    type: () => field("Fasting type") as unknown as HTMLSelectElement,
    start: () => field("Started"),
    end: () => field("Ended"),
    add: () => fireEvent.click(screen.getByRole("button", { name: "Add fast" })),
  };
}
const errorAt = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .find((text) => text && !text.startsWith("Enter between"));

describe("adding a past fast", () => {
  it("starts with the usual plan's length ending now, and sends the type and both times", async () => {
    const calls = serveApi({ [PAST]: stored });
    const { dialog, type, start, end, add } = openDialog("18:6");
    expect([type().value, start().value, end().value]).toEqual(["18:6", "2026-11-24T15:30", "2026-11-25T09:30"]);
    fireEvent.change(start(), { target: { value: "2026-11-24T14:00" } });
    add();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/fasting/past",
        body: {
          fastingType: "18:6",
          startTime: new Date(2026, 10, 24, 14, 0).toISOString(),
          endTime: new Date(2026, 10, 25, 9, 30).toISOString(),
          timeZone: expect.any(String),
        },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith("Past fast added");
  });

  it("asks for the custom hours when Custom is chosen, refuses hours out of bounds and sends Custom {n}h", async () => {
    const calls = serveApi({ [PAST]: stored });
    const { dialog, type, add } = openDialog(null);
    expect(type().value).toBe("16:8");
    expect(screen.queryByLabelText("Custom Duration (hours)")).toBeNull();
    fireEvent.change(type(), { target: { value: "Custom" } });
    const hours = screen.getByLabelText("Custom Duration (hours)") as HTMLInputElement;
    fireEvent.change(hours, { target: { value: "73" } });
    add();
    await waitFor(() => expect(errorAt(hours)).toBe("Choose whole hours from 1 to 72."));
    expect(calls).toHaveLength(0);
    fireEvent.change(hours, { target: { value: "20" } });
    add();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls[0]!.body).toMatchObject({ fastingType: "Custom 20h" });
  });

  it.each([
    ["Ended", "2026-11-24T10:00", "The end must be after the start."],
    ["Ended", "2026-11-25T10:00", "The end can't be in the future."],
    ["Started", "", "Enter the date and time the fast started."],
  ])("refuses %s %j at its field: %s", async (label, value, message) => {
    const calls = serveApi({});
    const { add } = openDialog("16:8");
    const field = screen.getByLabelText(label);
    fireEvent.change(field, { target: { value } });
    add();
    await waitFor(() => expect(errorAt(field)).toBe(message));
    expect(calls).toHaveLength(0);
  });

  it("shows the server's overlap refusal at the start and keeps the dialog open", async () => {
    const refusal = "This overlaps your 16:8 fast of Nov 24, 6:00 PM – Nov 25, 10:00 AM. Choose a start after it ended.";
    serveApi({ [PAST]: { status: 409, body: { error: { code: "START_OVERLAPS", message: refusal } } } });
    const { dialog, start, end, add } = openDialog("16:8");
    add();
    await waitFor(() => expect(errorAt(start())).toBe(refusal));
    expect(errorAt(end())).toBeUndefined();
    expect(document.activeElement).toBe(start());
    expect(dialog.isConnected).toBe(true);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says in a toast when the hour's edits are used up", async () => {
    const refusal = "Too many fast edits. Please wait 12 minutes and try again.";
    serveApi({ [PAST]: { status: 429, body: { error: { code: "RATE_LIMITED", message: refusal } } } });
    const { dialog, add } = openDialog("16:8");
    add();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't add the fast", { description: refusal }));
    expect(dialog.isConnected).toBe(true);
  });
});
