import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { describe, expect, it } from "vitest";
import { userTimeZone } from "@/lib/local-day";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { FastingScheduleCard } from "./fasting-schedule-card";

const { wrapper } = withQueryClient();

const SCHEDULE = "/api/fasting/schedule";
const planned = { fastingType: "18:6", startTime: "19:30", weekdays: [1, 3, 5], timeZone: userTimeZone() };
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function show(schedule: typeof planned | null, routes: Parameters<typeof serveApi>[0] = {}) {
  const calls = serveApi({ [`GET ${SCHEDULE}`]: { status: 200, body: { schedule } }, ...routes });
  render(<FastingScheduleCard />, { wrapper });
  const day = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
  return {
    calls,
    type: () => screen.getByLabelText("Fasting type") as HTMLSelectElement,
    time: () => screen.getByLabelText("Start time") as HTMLInputElement,
    day,
    checkedDays: () => DAYS.filter((name) => day(name).checked),
  };
}
const status = () => screen.getByText(/^(Loading your schedule…|On: .*|Off: no fast is planned\.)$/).textContent;

describe("Settings → Fasting schedule", () => {
  it("says it is off, and starts a new plan at 8 PM every day", async () => {
    const { type, time, checkedDays } = show(null);
    expect(status()).toBe("Loading your schedule…");
    await waitFor(() => expect(status()).toBe("Off: no fast is planned."));
    expect([type().value, time().value]).toEqual(["16:8", "20:00"]);
    expect(checkedDays()).toEqual(DAYS);
    expect(screen.getByRole("button", { name: "Turn on schedule" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Turn off" })).toBeNull();
  });

  it("shows a saved plan in words and in the fields", async () => {
    const { type, time, checkedDays } = show(planned);
    await waitFor(() => expect(status()).toBe("On: 18:6 at 7:30 PM, Mon, Wed, Fri."));
    expect([type().value, time().value]).toEqual(["18:6", "19:30"]);
    expect(checkedDays()).toEqual(["Monday", "Wednesday", "Friday"]);
  });

  it("turns a plan on with the type, time, days and the device's zone", async () => {
    const { calls, day, time } = show(null, {
      [`PUT ${SCHEDULE}`]: (body) => ({ status: 200, body: { schedule: body } }),
    });
    await waitFor(() => expect(status()).toBe("Off: no fast is planned."));
    fireEvent.change(time(), { target: { value: "21:15" } });
    for (const name of ["Saturday", "Sunday"]) fireEvent.click(day(name));
    fireEvent.click(screen.getByRole("button", { name: "Turn on schedule" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Fasting schedule saved"));
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      path: SCHEDULE,
      body: { fastingType: "16:8", startTime: "21:15", weekdays: [1, 2, 3, 4, 5], timeZone: expect.any(String) },
    });
  });

  it("refuses a plan with no day and a custom length out of bounds, at their fields", async () => {
    const { calls, type, day } = show(null);
    await waitFor(() => expect(status()).toBe("Off: no fast is planned."));
    fireEvent.change(type(), { target: { value: "Custom" } });
    fireEvent.change(screen.getByLabelText("Custom Duration (hours)"), { target: { value: "0" } });
    for (const name of DAYS) fireEvent.click(day(name));
    fireEvent.click(screen.getByRole("button", { name: "Turn on schedule" }));
    expect(await screen.findByText("Choose at least one day.")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Days" }).getAttribute("aria-describedby")).toBe("schedule-days-error");
    expect(screen.getByText("Choose whole hours from 1 to 72.")).toBeTruthy();
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("turns a plan off", async () => {
    const { calls } = show(planned, { [`DELETE ${SCHEDULE}`]: { status: 204 } });
    fireEvent.click(await screen.findByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Fasting schedule turned off"));
    expect(calls.some((c) => c.method === "DELETE" && c.path === SCHEDULE)).toBe(true);
  });

  it("says why a save was refused", async () => {
    const refusal = "Something went wrong on our side. Please try again.";
    show(planned, { [`PUT ${SCHEDULE}`]: { status: 500, body: { error: { code: "INTERNAL", message: refusal } } } });
    fireEvent.click(await screen.findByRole("button", { name: "Save schedule" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Couldn't save your schedule", expect.objectContaining({ description: refusal })),
    );
  });
});
