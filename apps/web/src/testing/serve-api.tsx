import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";

/*
 * One request mock for the web app's tests: `serveApi` stands in for our server at `fetch`, and
 * `withQueryClient` gives each test a fresh React Query cache.
 */

export interface ApiCall {
  method: string;
  path: string;
  /** The query string's parameters (a repeated one: its last value); none without a query string. */
  query?: Record<string, string>;
  body: unknown;
}

/**
 * A response: `body` sent as JSON (none for a 204), or `raw` text sent as is with its `contentType`,
 * for a response that is no JSON at all (e.g. a proxy's HTML error page).
 */
export type ApiAnswer = { status: number; body?: unknown } | { status: number; raw: string; contentType: string };

/**
 * A fixed answer, or one made from the request's JSON body (to echo what was saved) or from the
 * whole call (to answer by its query string).
 */
export type ApiRoute = ApiAnswer | ((body: unknown, call: ApiCall) => ApiAnswer);

const NOT_FOUND: ApiAnswer = { status: 404, body: { error: { code: "NOT_FOUND", message: "Not here." } } };

/**
 * Our server, as `fetch` sees it: each "METHOD /path" in `routes` (the path without its query
 * string) answers, anything else is a 404.
 * Returns the calls as they arrive, so a test can check what was sent.
 */
export function serveApi(routes: Record<string, ApiRoute>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, "http://localhost");
      const method = init.method ?? "GET";
      const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      const call: ApiCall = { method, path: url.pathname, query: url.search ? Object.fromEntries(url.searchParams) : undefined, body };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`] ?? NOT_FOUND;
      const answer = typeof route === "function" ? route(body, call) : route;
      if ("raw" in answer) return new Response(answer.raw, { status: answer.status, headers: { "content-type": answer.contentType } });
      // A 204 must have no body at all, not even "null".
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

/**
 * Call at the top of a test file: each test gets an empty cache, and after each the rendered
 * DOM, the stubbed fetch and the mocks' calls go, so no test sees another's.
 */
export function withQueryClient(): { client: () => QueryClient; wrapper: (props: { children: ReactNode }) => ReactNode } {
  let client = createQueryClient();
  beforeEach(() => {
    client = createQueryClient();
  });
  afterEach(() => {
    cleanup();
    client.clear();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
  return {
    client: () => client,
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  };
}
