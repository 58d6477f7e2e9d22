import { describe, expect, it } from "vitest";
import type { LocalNotificationSchema, PermissionStatus } from "@capacitor/local-notifications";
import type { Weekday } from "@app/shared/fasting";
import { planReminders } from "../reminder-plan";
import { allowLocalNotifications, syncLocalReminders, type LocalNotificationsApi } from "./local-reminders";

/** The plugin as the device keeps it: pending notifications and a permission. */
function fakePlugin(permission: PermissionStatus["display"] = "granted", pending: LocalNotificationSchema[] = []) {
  const state = { permission, pending: [...pending], requests: 0 };
  const plugin: LocalNotificationsApi = {
    checkPermissions: async () => ({ display: state.permission }),
    requestPermissions: async () => {
      state.requests++;
      if (state.permission === "prompt") state.permission = "granted";
      return { display: state.permission };
    },
    getPending: async () => ({ notifications: state.pending.map((n) => ({ ...n, title: n.title, body: n.body })) }),
    cancel: async ({ notifications }) => {
      const ids = new Set(notifications.map((n) => n.id));
      state.pending = state.pending.filter((n) => !ids.has(n.id));
    },
    schedule: async ({ notifications }) => {
      state.pending.push(...notifications);
      return { notifications: notifications.map((n) => ({ id: n.id })) };
    },
  };
  return { plugin, state };
}

const HOUR = 3_600_000;
const now = Date.parse("2026-03-01T08:00:00Z");
const fast = { id: "f1", startTime: "2026-03-01T06:00:00Z", fastingType: "18:6" };

describe("native reminders", () => {
  it("schedules the target and the hour before at the fast's times", async () => {
    const { plugin, state } = fakePlugin();
    await syncLocalReminders(plugin, planReminders(fast, { atTarget: true, hourBefore: true, plannedStart: false }, now));
    expect(state.pending.map((n) => [n.title, n.schedule?.at?.toISOString(), n.schedule?.allowWhileIdle])).toEqual([
      ["One hour to go", new Date(Date.parse(fast.startTime) + 17 * HOUR).toISOString(), true],
      ["Fasting target reached", new Date(Date.parse(fast.startTime) + 18 * HOUR).toISOString(), true],
    ]);
  });

  it("cancels them when the fast ends, and leaves other notifications alone", async () => {
    const other = { id: 7, title: "Another app feature", body: "" };
    const { plugin, state } = fakePlugin("granted", [other]);
    await syncLocalReminders(plugin, planReminders(fast, { atTarget: true, hourBefore: false, plannedStart: false }, now));
    expect(state.pending).toHaveLength(2);
    await syncLocalReminders(plugin, planReminders(null, { atTarget: true, hourBefore: false, plannedStart: false }, now));
    expect(state.pending).toEqual([other]);
  });

  it("moves a reminder when the start moves, and drops one turned off", async () => {
    const { plugin, state } = fakePlugin();
    await syncLocalReminders(plugin, planReminders(fast, { atTarget: true, hourBefore: true, plannedStart: false }, now));
    await syncLocalReminders(
      plugin,
      planReminders({ ...fast, startTime: "2026-03-01T07:00:00Z" }, { atTarget: true, hourBefore: false, plannedStart: false }, now),
    );
    expect(state.pending.map((n) => n.schedule?.at?.toISOString())).toEqual(["2026-03-02T01:00:00.000Z"]);
  });

  it("schedules nothing past its moment, and nothing without permission", async () => {
    const late = fakePlugin();
    await syncLocalReminders(
      late.plugin,
      planReminders(fast, { atTarget: true, hourBefore: true, plannedStart: false }, Date.parse(fast.startTime) + 17.5 * HOUR),
    );
    expect(late.state.pending.map((n) => n.title)).toEqual(["Fasting target reached"]);
    const denied = fakePlugin("denied");
    await syncLocalReminders(denied.plugin, planReminders(fast, { atTarget: true, hourBefore: true, plannedStart: false }, now));
    expect(denied.state.pending).toEqual([]);
  });

  it("schedules a week of planned starts in the device's zone with no fast running, and none while one runs", async () => {
    const { plugin, state } = fakePlugin();
    // Weekdays at 20:00 in Berlin; Sunday 1 March 2026, 09:00 there.
    const planned = {
      schedule: { fastingType: "16:8", startTime: "20:00", weekdays: [1, 2, 3, 4, 5] as Weekday[] },
      timeZone: "Europe/Berlin",
    };
    const on = { atTarget: false, hourBefore: false, plannedStart: true };
    await syncLocalReminders(plugin, planReminders(null, on, now, planned));
    // Seven starts: Monday to Friday, then Monday and Tuesday (19:00 UTC, Berlin is an hour ahead in March).
    expect(state.pending.map((n) => [n.id, n.schedule?.at?.toISOString()])).toEqual(
      ["02", "03", "04", "05", "06", "09", "10"].map((day, i) => [2403 + i, `2026-03-${day}T19:00:00.000Z`]),
    );
    expect(state.pending[0]).toMatchObject({
      title: "Time for your planned fast",
      body: 'Your 16:8 fast is planned for 20:00. Tap "Start now" on your dashboard when you are ready.',
    });
    // Off: none. A running fast: its own reminders only (its target is 18:6's, none asked for here).
    await syncLocalReminders(plugin, planReminders(null, { ...on, plannedStart: false }, now, planned));
    expect(state.pending).toEqual([]);
    await syncLocalReminders(plugin, planReminders(null, on, now, planned));
    await syncLocalReminders(plugin, planReminders(fast, on, now, planned));
    expect(state.pending).toEqual([]);
  });

  it("asks for permission only when it has not been answered", async () => {
    const prompt = fakePlugin("prompt");
    expect(await allowLocalNotifications(prompt.plugin)).toBe(true);
    expect(prompt.state.requests).toBe(1);
    const denied = fakePlugin("denied");
    expect(await allowLocalNotifications(denied.plugin)).toBe(false);
    expect(denied.state.requests).toBe(0);
  });
});
