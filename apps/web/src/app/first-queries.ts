import type { QueryClient } from "@tanstack/react-query";
import { subscriptionQuery } from "@/features/billing/api/subscription-api";
import { activeFastQuery, fastingScheduleQuery } from "@/features/fasting/api/fasting-queries";
import { drinksDayQuery } from "@/features/food/api/drinks-queries";
import { foodDayQuery, foodSuggestionsQuery } from "@/features/food/api/food-queries";
import { targetsQuery } from "@/features/food/api/insights-queries";
import { unitsQuery } from "@/features/progress/api/progress-queries";
import { remindersQuery } from "@/features/reminders/api/reminders-queries";
import { createQueryClient } from "@/lib/query-client";
import { todayLocal, userTimeZone } from "@/lib/local-day";
import { firstPage } from "./first-reads";

let first: QueryClient | undefined;

/**
 * The signed-in layout's cache, filled by `fetchFirstQueries` before the first render. The layout
 * (app-layout.tsx) uses it until its first render is on screen, then makes its own (another user,
 * a sign-in): a first render that React set aside (a page's chunk still loading) and did again
 * gets the same cache, not an empty one that reads everything again.
 */
export function firstQueryClient(): QueryClient | undefined {
  return first;
}

/** The layout's first render is on screen with `client`: later ones make their own. */
export function firstQueryClientShown(client: QueryClient): void {
  if (first === client) first = undefined;
}

/**
 * The queries a page opened with a session shows first, fetched into the layout's cache before the
 * first render (main.tsx), from the answers app/first-reads.ts sent for as the app started (the
 * same reads, each taken once). React renders that first screen in slices, data and all. Without
 * it, the page rendered empty first, then once more for each answer as it came, each render a task
 * of its own that nothing could slice (TanStack Query's updates are synchronous): /food's blocking
 * time, issue 25. Only the layout's reads and the food log's for now, the page that needed it.
 */
export function fetchFirstQueries(pathname: string, search: string): Promise<unknown> {
  const page = firstPage(pathname, search);
  if (!page) return Promise.resolve();
  const client = (first = createQueryClient());
  const reads: Promise<void>[] = [
    client.prefetchQuery(activeFastQuery(client)),
    client.prefetchQuery(fastingScheduleQuery()),
    client.prefetchQuery(remindersQuery()),
    client.prefetchQuery(subscriptionQuery(client)),
  ];
  if (page.own === "food") {
    const [date, tz] = [todayLocal(), userTimeZone()];
    reads.push(
      client.prefetchQuery(unitsQuery()),
      client.prefetchQuery(foodSuggestionsQuery()),
      client.prefetchQuery(targetsQuery()),
      client.prefetchQuery(foodDayQuery(date, tz)),
      client.prefetchQuery(drinksDayQuery(date, tz)),
    );
  }
  return Promise.all(reads);
}
