import { useEffect } from "react";
import type { FastingSchedule } from "@app/shared/fasting";
import { REMINDERS_OFF } from "@app/shared/reminders";
import { userTimeZone } from "@/lib/local-day";
import { isNativePlatform } from "@/lib/platform";
import { useRemindersQuery } from "../api/reminders-queries";
import { planReminders } from "../reminder-plan";
import { useBrowserPushSync } from "./use-browser-push-sync";
import { hasPushSubscription, notificationPermission, showReminder } from "../web-notifications";

/**
 * Keeps the reminders on this device in step with the running fast, the schedule and the settings
 * (decision 019): the fast's target (and the hour before), or with no fast running the planned
 * starts. Native: the device's local notifications, cancelled when the fast ends. Web,
 * while the browser runs: a timer per reminder that the service worker shows, unless this browser
 * has a push subscription (the server's push reminds then, with the tab open or closed, and twice
 * would be once too many); and this browser's push subscription kept with the sign-in. Mounted
 * once for the signed-in app, with the running fast and the schedule.
 */
export function useFastReminders(fast: { id: string; startTime: string; fastingType: string } | null, schedule: FastingSchedule | null) {
  const reminders = useRemindersQuery().data;
  const { atTarget, hourBefore, plannedStart } = reminders?.settings ?? REMINDERS_OFF;
  // Through this hook's read of the settings: the layout observes them once (app/shell/offline-data.tsx).
  useBrowserPushSync(reminders);
  const id = fast?.id;
  const startTime = fast?.startTime;
  const fastingType = fast?.fastingType;
  // The schedule as one value, so a refetch of the same plan plans nothing again.
  const plan =
    schedule && JSON.stringify({ fastingType: schedule.fastingType, startTime: schedule.startTime, weekdays: schedule.weekdays });

  // Planned again only when the fast's moments, the schedule or the settings change, not on every render.
  useEffect(() => {
    const running = id && startTime && fastingType ? { id, startTime, fastingType } : null;
    const planned = { schedule: plan ? (JSON.parse(plan) as FastingSchedule) : null, timeZone: userTimeZone() };
    const reminders = planReminders(running, { atTarget, hourBefore, plannedStart }, Date.now(), planned);
    if (isNativePlatform()) {
      void import("../native/local-reminders")
        .then(async ({ loadLocalNotifications, syncLocalReminders }) =>
          syncLocalReminders((await loadLocalNotifications()).plugin, reminders),
        )
        .catch((error: unknown) => console.warn("Could not schedule the reminders", error));
      return;
    }
    if (reminders.length === 0 || notificationPermission() !== "granted") return;
    let stopped = false;
    const timers: number[] = [];
    void hasPushSubscription().then((pushed) => {
      if (pushed || stopped) return;
      for (const reminder of reminders) {
        timers.push(window.setTimeout(() => void showReminder(reminder), Math.max(0, reminder.at.getTime() - Date.now())));
      }
    });
    return () => {
      stopped = true;
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, [id, startTime, fastingType, plan, atTarget, hourBefore, plannedStart]);
}
