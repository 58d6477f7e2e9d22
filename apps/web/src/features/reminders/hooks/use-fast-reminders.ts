import { useEffect } from "react";
import { REMINDERS_OFF } from "@app/shared/reminders";
import { isNativePlatform } from "@/lib/platform";
import { useRemindersQuery } from "../api/reminders-queries";
import { planReminders } from "../reminder-plan";
import { hasPushSubscription, notificationPermission, showReminder } from "../web-notifications";

/**
 * Keeps the running fast's reminders on this device in step with the fast and the settings
 * (decision 019). Native: the device's local notifications, cancelled when the fast ends. Web,
 * while the browser runs: a timer per reminder that the service worker shows, unless this browser
 * has a push subscription (the server's push reminds then, with the tab open or closed, and twice
 * would be once too many). Mounted once for the signed-in app, with the running fast.
 */
export function useFastReminders(fast: { id: string; startTime: string; fastingType: string } | null) {
  const { atTarget, hourBefore } = useRemindersQuery().data?.settings ?? REMINDERS_OFF;
  const id = fast?.id;
  const startTime = fast?.startTime;
  const fastingType = fast?.fastingType;

  // Planned again only when the fast's moments or the settings change, not on every render.
  useEffect(() => {
    const running = id && startTime && fastingType ? { id, startTime, fastingType } : null;
    const plan = planReminders(running, { atTarget, hourBefore }, Date.now());
    if (isNativePlatform()) {
      void import("../native/local-reminders")
        .then(async ({ loadLocalNotifications, syncLocalReminders }) => syncLocalReminders((await loadLocalNotifications()).plugin, plan))
        .catch((error: unknown) => console.warn("Could not schedule the reminders", error));
      return;
    }
    if (plan.length === 0 || notificationPermission() !== "granted") return;
    let stopped = false;
    const timers: number[] = [];
    void hasPushSubscription().then((pushed) => {
      if (pushed || stopped) return;
      for (const reminder of plan) {
        timers.push(window.setTimeout(() => void showReminder(reminder), Math.max(0, reminder.at.getTime() - Date.now())));
      }
    });
    return () => {
      stopped = true;
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, [id, startTime, fastingType, atTarget, hourBefore]);
}
