import type { RemindersResponse } from "@app/shared/contracts/reminders";
import { useQuery } from "@tanstack/react-query";
import { getReminders } from "./reminders-api";

export const remindersKeys = {
  all: ["reminders"] as const,
};

/** The user's reminder switches (off until read) and the server's VAPID key. */
export function useRemindersQuery() {
  return useQuery<RemindersResponse>({ queryKey: remindersKeys.all, queryFn: ({ signal }) => getReminders(signal) });
}
