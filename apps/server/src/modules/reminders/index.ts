/** Reminders during a fast and at a planned start: settings, Web Push subscriptions and the reminder jobs. */
export { reminderRoutes } from "./reminders.routes";
export { remindersUserData } from "./user-data";
export { defineReminderJobs } from "./reminder-jobs";
export { rescheduleFastReminders, reschedulePlannedStart } from "./schedule";
export { webPushSender, type SendPush } from "./push-sender";
export { pushEndpointProblem, type EndpointPolicy } from "./push-endpoint";
