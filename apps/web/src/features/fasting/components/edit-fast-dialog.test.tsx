import type { FastingSession } from "@app/shared/fasting";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { EditFastDialog } from "./edit-fast-dialog";

const { wrapper } = withQueryClient();

// Only the date: "now" is the fields' latest value.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 25, 9, 30));
});
afterEach(() => vi.useRealTimers());

const ID = "33333333-3333-4333-8333-333333333333";
const PATCH = `PATCH /api/fasting/${ID}`;
const finished: FastingSession = {
  id: ID,
  fastingType: "16:8",
  startTime: new Date(2026, 10, 23, 20, 0, 12).toISOString(),
  endTime: new Date(2026, 10, 24, 12, 5, 40).toISOString(),
  durationHours: 16.09,
};
const running: FastingSession = { ...finished, endTime: null, durationHours: null };

function open(session: FastingSession) {
  const onClose = vi.fn();
  render(<EditFastDialog session={session} onClose={onClose} />, { wrapper });
  return {
    onClose,
    start: () => screen.getByLabelText("Started") as HTMLInputElement,
    end: () => screen.getByLabelText("Ended") as HTMLInputElement,
    save: () => fireEvent.click(screen.getByRole("button", { name: "Save changes" })),
  };
}
const errorAt = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;

describe("editing a finished fast", () => {
  it("starts from its times and sends only the time changed, keeping the other's seconds", async () => {
    const calls = serveApi({ [PATCH]: (body) => ({ status: 200, body: { session: { ...finished, ...(body as object) } } }) });
    const { start, end, save, onClose } = open(finished);
    expect(screen.getByRole("dialog", { name: "Edit fast" })).toBeTruthy();
    expect([start().value, end().value]).toEqual(["2026-11-23T20:00", "2026-11-24T12:05"]);
    fireEvent.change(end(), { target: { value: "2026-11-24T14:00" } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(patch.path).toBe(`/api/fasting/${ID}`);
    expect(patch.body).toEqual({ endTime: new Date(2026, 10, 24, 14, 0).toISOString(), timeZone: expect.any(String) });
    expect(toast.success).toHaveBeenCalledWith("Fast updated");
  });

  it("closes without a request when nothing changed", async () => {
    const calls = serveApi({});
    const { save, onClose } = open(finished);
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(0);
  });

  it("refuses an end before the start at the end, and sends nothing", async () => {
    const calls = serveApi({});
    const { end, save } = open(finished);
    fireEvent.change(end(), { target: { value: "2026-11-23T19:00" } });
    save();
    await waitFor(() => expect(errorAt(end())).toBe("The end must be after the start."));
    expect(calls).toHaveLength(0);
  });

  it("shows the server's overlap refusal at the field it names", async () => {
    const refusal = "This overlaps your 18:6 fast of Nov 24, 8:00 PM – Nov 25, 2:00 AM. Choose an end before it started.";
    serveApi({ [PATCH]: { status: 409, body: { error: { code: "END_OVERLAPS", message: refusal } } } });
    const { start, end, save, onClose } = open(finished);
    fireEvent.change(end(), { target: { value: "2026-11-24T21:00" } });
    save();
    await waitFor(() => expect(errorAt(end())).toBe(refusal));
    expect(errorAt(start())).toBeUndefined();
    expect(document.activeElement).toBe(end());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says in a toast when saving failed for another reason", async () => {
    serveApi({ [PATCH]: { status: 404, body: { error: { code: "NOT_FOUND", message: "Fasting session not found." } } } });
    const { end, save } = open(finished);
    fireEvent.change(end(), { target: { value: "2026-11-24T14:00" } });
    save();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Couldn't save your changes", { description: "Fasting session not found." }),
    );
  });

  it("deletes the fast, with Undo in the toast", async () => {
    const calls = serveApi({ [`DELETE /api/fasting/${ID}`]: { status: 200, body: { session: finished } } });
    const { onClose } = open(finished);
    fireEvent.click(screen.getByRole("button", { name: "Delete fast" }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith("Fast deleted", expect.objectContaining({ action: expect.objectContaining({ label: "Undo" }) })),
    );
    expect(calls[0]).toMatchObject({ method: "DELETE", path: `/api/fasting/${ID}` });
  });
});

describe("editing the running fast", () => {
  it("offers only its start, and says the start time was updated", async () => {
    const calls = serveApi({ [PATCH]: (body) => ({ status: 200, body: { session: { ...running, ...(body as object) } } }) });
    const { start, save, onClose } = open(running);
    expect(screen.getByRole("dialog", { name: "Edit start time" })).toBeTruthy();
    expect(screen.queryByLabelText("Ended")).toBeNull();
    fireEvent.change(start(), { target: { value: "2026-11-23T18:30" } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({
      startTime: new Date(2026, 10, 23, 18, 30).toISOString(),
      timeZone: expect.any(String),
    });
    expect(toast.success).toHaveBeenCalledWith("Start time updated");
  });

  it("refuses a start in the future at the field", async () => {
    const calls = serveApi({});
    const { start, save } = open(running);
    fireEvent.change(start(), { target: { value: "2026-11-25T10:00" } });
    save();
    await waitFor(() => expect(errorAt(start())).toBe("The start can't be in the future."));
    expect(calls).toHaveLength(0);
  });
});
