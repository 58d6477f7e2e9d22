import { matchesRoute, ROUTES, type RouteName } from "@app/shared/routes";
import { api, apiPath } from "@/lib/api-client";
import { todayLocal, userTimeZone } from "@/lib/local-day";

/**
 * What a signed-in page reads first, as its screens ask for it (the same typed client, the same
 * query in the same order), so the app can send it as it starts (lib/early-reads.ts). The signed-in
 * layout's reads (the running fast and the plan for reminders, the subscription for the header)
 * come with every page, and only they when the address has a query. A read left out here only waits for its screen, as before; one that no
 * longer matches is reported in the console (takeEarlyRead).
 */
export function firstReads(pathname: string, search: string): string[] {
  const date = todayLocal();
  const tz = userTimeZone();
  const pages: Partial<Record<RouteName, () => URL[]>> = {
    dashboard: () => [
      api.profile.$url(),
      api.fasting.recent.$url(),
      api.progress.units.$url(),
      api.food.drinks.$url({ query: { date, tz } }),
      api.progress.overview.$url({ query: { date, tz } }),
    ],
    food: () => [
      api.fasting.recent.$url(),
      api.progress.units.$url(),
      api.food.suggestions.$url(),
      api.food.targets.$url(),
      api.food.day.$url({ query: { date, tz } }),
      api.food.drinks.$url({ query: { date, tz } }),
    ],
    progress: () => [api.profile.$url(), api.progress.units.$url(), api.progress.overview.$url({ query: { date, tz } })],
    recipes: () => [api.profile.$url(), api.recipes.$url()],
    community: () => [api.community.me.$url(), api.community.posts.$url({ query: { sort: "new" } })],
  };
  const page = (Object.keys(pages) as RouteName[]).find((name) => matchesRoute(ROUTES[name], pathname));
  if (!page) return [];
  const layout = [api.fasting.active.$url(), api.fasting.schedule.$url(), api.reminders.$url(), api.subscription.$url()];
  // A page opened with a query (a filtered feed, a search) reads by it: only the layout's are known.
  return [...layout, ...(search ? [] : pages[page]!())].map(apiPath);
}
