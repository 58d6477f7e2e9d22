import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { pathOf, type RouteName } from "@app/shared/routes";
import { subscriptionQuery } from "@/features/billing/api/subscription-api";
import { feedQuery, meQuery } from "@/features/community/api/community-queries";
import { activeFastQuery, fastingScheduleQuery, recentFastsQuery } from "@/features/fasting/api/fasting-queries";
import { drinksDayQuery } from "@/features/food/api/drinks-queries";
import { foodDayQuery, foodSuggestionsQuery } from "@/features/food/api/food-queries";
import { targetsQuery } from "@/features/food/api/insights-queries";
import { profileQuery } from "@/features/onboarding/api/profile-queries";
import { overviewQuery, unitsQuery } from "@/features/progress/api/progress-queries";
import { recipesQuery } from "@/features/recipes/api/recipes-queries";
import { remindersQuery } from "@/features/reminders/api/reminders-queries";
import { currentUser } from "@/lib/auth-client";
import { isOffline } from "@/lib/connectivity";
import { todayLocal, userTimeZone } from "@/lib/local-day";
import { userQueryClient } from "@/lib/query-client";

/**
 * The routes' loaders (decision 029): the queries a page shows first, in the signed-in user's cache
 * before the page renders, so its first render has them and no response re-renders it piece by piece.
 * They fetch nothing when no user is known yet (the layout sends that visitor to sign in) or when
 * the server cannot be reached (the queries would only wait), never fail (a page shows its own
 * errors), and wait for slow responses only so long: then the page shows without them and they come
 * as they arrive. Each query is the one the page's screens use, so none is read twice.
 */
const WAIT_MS = 1000;

type FirstQueries = (client: QueryClient) => Promise<unknown>[];

async function fill(first: FirstQueries): Promise<null> {
  const user = currentUser();
  if (!user || isOffline()) return null;
  const client = userQueryClient(user.id);
  const queries = first(client).map((query) => query.catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(queries), new Promise((resolve) => (timer = setTimeout(resolve, WAIT_MS)))]);
  clearTimeout(timer);
  return null;
}

/** The layout's own queries, on every page of it: the running fast and the plan for reminders, the subscription for the header. */
export const layoutLoader = () =>
  fill((client) => [
    client.ensureQueryData(activeFastQuery(client)),
    client.ensureQueryData(fastingScheduleQuery()),
    client.ensureQueryData(remindersQuery()),
    client.ensureQueryData(subscriptionQuery(client)),
  ]);

/**
 * A page's own first queries, when the address is the page itself: a section below it
 * (/progress/photos) reads other things, and an address with a query (a filtered feed, a search)
 * reads by it.
 */
function pageLoader(route: RouteName, first: FirstQueries) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const own = !url.search && url.pathname.replace(/\/$/, "") === pathOf(route);
    return own ? fill(first) : Promise.resolve(null);
  };
}

const today = () => ({ date: todayLocal(), tz: userTimeZone() });

export const dashboardLoader = pageLoader("dashboard", (client) => {
  const { date, tz } = today();
  return [
    client.ensureQueryData(profileQuery()),
    client.ensureQueryData(recentFastsQuery(client)),
    client.ensureQueryData(unitsQuery()),
    client.ensureQueryData(foodDayQuery(date, tz)),
    client.ensureQueryData(drinksDayQuery(date, tz)),
    client.ensureQueryData(overviewQuery(date)),
  ];
});

export const foodLoader = pageLoader("food", (client) => {
  const { date, tz } = today();
  return [
    client.ensureQueryData(unitsQuery()),
    client.ensureQueryData(foodSuggestionsQuery()),
    client.ensureQueryData(targetsQuery()),
    client.ensureQueryData(foodDayQuery(date, tz)),
    client.ensureQueryData(drinksDayQuery(date, tz)),
  ];
});

export const progressLoader = pageLoader("progress", (client) => [
  client.ensureQueryData(profileQuery()),
  client.ensureQueryData(unitsQuery()),
  client.ensureQueryData(overviewQuery(todayLocal())),
]);

export const recipesLoader = pageLoader("recipes", (client) => [
  client.ensureQueryData(profileQuery()),
  client.ensureQueryData(recipesQuery({})),
]);

export const communityLoader = pageLoader("community", (client) => [
  client.ensureQueryData(meQuery()),
  client.ensureInfiniteQueryData(feedQuery({ sort: "new" })),
]);
