import { BellRing } from "lucide-react";
import { useEffect, useId } from "react";
import { anyReminderOn, type ReminderSettings } from "@app/shared/reminders";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { isNativePlatform } from "@/lib/platform";
import { useRemindersQuery } from "../api/reminders-queries";
import { useReminderSwitches, type DeliveryState } from "../hooks/use-reminder-switches";
import { hasPushSubscription } from "../web-notifications";

const SWITCHES: Array<{ key: keyof ReminderSettings; label: string; hint: string }> = [
  { key: "atTarget", label: "When I reach my target", hint: "One notification at your fast's target time." },
  { key: "hourBefore", label: "One hour before my target", hint: "A heads-up to plan your meal." },
  { key: "plannedStart", label: "When a planned fast starts", hint: "At your schedule's start time, to tap “Start now”." },
];

const NO_SCHEDULE_HINT = "Plan a fast under “Fasting schedule” to use this.";

/**
 * Settings → Reminders (decision 019). Permission is asked when a switch is turned on, not before;
 * the note under the switches says plainly when this device can and cannot remind the user.
 * `hasSchedule`: whether the user planned a fast (the planned start's switch says what it needs).
 */
export function RemindersCard({ hasSchedule }: { hasSchedule: boolean }) {
  const query = useRemindersQuery();
  const { change, pending, delivery, push, setPush } = useReminderSwitches(query.data);
  const settings = query.data?.settings;
  const native = isNativePlatform();
  const noteId = useId();

  // Reminders on and no subscription here: this browser offers no push (or it was refused).
  const on = settings ? anyReminderOn(settings) : false;
  useEffect(() => {
    if (!native) void hasPushSubscription().then((has) => setPush(has ? true : on ? false : null));
  }, [native, on, setPush]);

  const disabled = !settings || pending || delivery === "unsupported";
  return (
    <Card as="section" aria-labelledby="reminders-title">
      <CardHeader>
        <SectionHeading
          id="reminders-title"
          icon={<BellRing />}
          aside={query.isPending || pending ? <Spinner className="size-4" /> : undefined}
        >
          Reminders
        </SectionHeading>
        <CardDescription>
          A notification when your fast reaches its target, an hour before, or when a planned fast starts. Off until you turn one on.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {SWITCHES.map(({ key, label, hint }) => (
            <li key={key} className="flex items-center justify-between gap-4">
              <label htmlFor={`reminder-${key}`} className="min-w-0">
                <span className="block text-sm font-semibold">{label}</span>
                <span className="block text-sm text-muted-foreground">
                  {key === "plannedStart" && !hasSchedule && !settings?.plannedStart ? NO_SCHEDULE_HINT : hint}
                </span>
              </label>
              <Switch
                id={`reminder-${key}`}
                checked={settings?.[key] ?? false}
                disabled={disabled || (key === "plannedStart" && !hasSchedule && !settings?.plannedStart)}
                aria-describedby={noteId}
                onCheckedChange={(checked) => change({ [key]: checked })}
              />
            </li>
          ))}
        </ul>
        <p id={noteId} className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground" aria-live="polite">
          {deliveryNote(native, delivery, push)}
        </p>
      </CardContent>
    </Card>
  );
}

function deliveryNote(native: boolean, delivery: DeliveryState, push: boolean | null): string {
  if (delivery === "unsupported") return "This browser cannot show notifications, so it cannot remind you.";
  if (delivery === "blocked") {
    return native
      ? "Notifications are turned off for CarniTrack on this device. Allow them in the system settings to get reminders."
      : "Notifications are blocked for CarniTrack in this browser. Allow them in the site settings to get reminders.";
  }
  if (native) return "Your phone reminds you at these times, even with the app closed.";
  if (push)
    return "This browser gets reminders through Web Push, so they arrive even with CarniTrack closed, as long as the browser can receive them.";
  if (push === false) {
    return "Reminders come while your browser is running, even from a background tab. A closed browser cannot be reminded without Web Push, which this browser does not offer here.";
  }
  return "While your browser runs, reminders come even from a background tab. With the browser closed, only Web Push can reach you; it is used where your browser supports it.";
}
