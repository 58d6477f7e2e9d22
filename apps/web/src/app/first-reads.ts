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
 *
 * In two parts: `reads` at once, and `byDay()`, the reads of a day, which need the time zone: the
 * first time zone asked loads Intl's data (~90 ms of a phone's CPU), which the start-up takes in a
 * task of its own between the two.
 */
export function firstReads(pathname: string, search: string): { reads: string[]; byDay: () => string[] } {
  const none = { reads: [], byDay: () => [] };
  type Day = { date: string; tz: string };
  const pages: Partial<Record<RouteName, { reads: () => URL[]; byDay?: (day: () => Day) => URL[] }>> = {
    dashboard: {
      reads: () => [api.profile.$url(), api.fasting.recent.$url(), api.progress.units.$url()],
      byDay: (day) => [api.food.drinks.$url({ query: day() }), api.progress.overview.$url({ query: day() })],
    },
    food: {
      reads: () => [api.progress.units.$url(), api.food.suggestions.$url(), api.food.targets.$url()],
      byDay: (day) => [api.food.day.$url({ query: day() }), api.food.drinks.$url({ query: day() })],
    },
    progress: {
      reads: () => [api.profile.$url(), api.progress.units.$url()],
      byDay: (day) => [api.progress.overview.$url({ query: day() })],
    },
    recipes: { reads: () => [api.profile.$url(), api.recipes.$url()] },
    community: { reads: () => [api.community.me.$url(), api.community.posts.$url({ query: { sort: "new" } })] },
  };
  const page = firstPage(pathname, search);
  if (!page) return none;
  const layout = [api.fasting.active.$url(), api.fasting.schedule.$url(), api.reminders.$url(), api.subscription.$url()];
  const own = page.own ? pages[page.own] : undefined;
  return {
    reads: [...layout, ...(own?.reads() ?? [])].map(apiPath),
    byDay: () => (own?.byDay?.(() => ({ date: todayLocal(), tz: userTimeZone() })) ?? []).map(apiPath),
  };
}

/**
 * A page of the signed-in layout, and its area when it is the area's own first page (`own`): a
 * section below it (/progress/photos) reads other things, and a page opened with a query (a
 * filtered feed, a search) reads by it. Undefined outside the layout. The first reads here and the
 * first queries (app/first-queries.ts) go by it.
 */
export function firstPage(pathname: string, search: string): { own?: RouteName } | undefined {
  const route = routeOf(pathname);
  if (!route || !(LAYOUT_ROUTES as readonly RouteName[]).includes(route)) return undefined;
  return { own: search || pathname.replace(/\/$/, "") !== pathOf(route) ? undefined : route };
}
