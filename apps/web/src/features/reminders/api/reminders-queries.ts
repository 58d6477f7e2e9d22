import type { RemindersResponse } from "@app/shared/reminders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getReminders } from "./reminders-api";

export const remindersKeys = {
  all: ["reminders"] as const,
};

export const remindersQuery = () =>
  queryOptions<RemindersResponse>({ queryKey: remindersKeys.all, queryFn: ({ signal }) => getReminders(signal) });

/** The user's reminder switches (off until read) and the server's VAPID key. */
export const useRemindersQuery = () => useQuery(remindersQuery());
