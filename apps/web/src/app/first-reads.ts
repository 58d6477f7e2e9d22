import { LAYOUT_ROUTES, pathOf, routeOf, type RouteName } from "@app/shared/routes";
import { api, apiPath } from "@/lib/api-client";
import { todayLocal, userTimeZone } from "@/lib/local-day";

/**
 * What a page of the signed-in layout reads first, as its screens ask for it (the same typed client,
 * the same query in the same order), so the app can send it as it starts (lib/early-reads.ts). The
 * layout's own reads (the running fast and the plan for reminders, the subscription for the header)
 * come with every page, and only they below an area's first page or when the address has a query.
 * A read left out here only waits for its screen, as before; one that no longer matches is reported
 * in the console (takeEarlyRead).
 */
export function firstReads(pathname: string, search: string): string[] {
  // Only for the pages that read by day: the first time zone asked costs a phone ~30 ms (Intl's data).
  const day = () => ({ date: todayLocal(), tz: userTimeZone() });
  const pages: Partial<Record<RouteName, () => URL[]>> = {
    dashboard: () => [
      api.profile.$url(),
      api.fasting.recent.$url(),
      api.progress.units.$url(),
      api.food.drinks.$url({ query: day() }),
      api.progress.overview.$url({ query: day() }),
    ],
    food: () => [
      api.fasting.recent.$url(),
      api.progress.units.$url(),
      api.food.suggestions.$url(),
      api.food.targets.$url(),
      api.food.day.$url({ query: day() }),
      api.food.drinks.$url({ query: day() }),
    ],
    progress: () => [api.profile.$url(), api.progress.units.$url(), api.progress.overview.$url({ query: day() })],
    recipes: () => [api.profile.$url(), api.recipes.$url()],
    community: () => [api.community.me.$url(), api.community.posts.$url({ query: { sort: "new" } })],
  };
  const route = routeOf(pathname);
  if (!route || !(LAYOUT_ROUTES as readonly RouteName[]).includes(route)) return [];
  const layout = [api.fasting.active.$url(), api.fasting.schedule.$url(), api.reminders.$url(), api.subscription.$url()];
  // Only an area's own first page: a section below it (/progress/photos) reads other things, and a
  // page opened with a query (a filtered feed, a search) reads by it.
  const own = search || pathname.replace(/\/$/, "") !== pathOf(route) ? [] : (pages[route]?.() ?? []);
  return [...layout, ...own].map(apiPath);
}
