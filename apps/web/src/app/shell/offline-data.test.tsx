import { dehydrate, QueryClient, useQuery } from "@tanstack/react-query";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth-client";
import { hasCachedContent } from "@/lib/connectivity";
import { serveApi } from "@/testing/serve-api";
import { OfflineData } from "./offline-data";

// The IndexedDB entry (lib/persisted-cache.ts), here in memory.
const kept = vi.hoisted(() => ({ client: undefined as PersistedClient | undefined, saved: [] as PersistedClient[] }));
vi.mock("@/lib/persisted-cache", () => ({
  persister: {
    persistClient: (client: PersistedClient) => void kept.saved.push(client),
    restoreClient: () => Promise.resolve(kept.client),
    removeClient: () => Promise.resolve(),
  },
}));

const dana = {
  id: "u1",
  name: "Dana",
  email: "dana@example.com",
  emailVerified: true,
  image: null,
  createdAt: new Date("2026-11-01T10:00:00Z"),
  updatedAt: new Date("2026-11-02T10:00:00Z"),
} as SessionUser;

/** A page whose read never answers: all it can show is what was kept. */
const read = vi.fn(() => new Promise<string>(() => undefined));
function ActiveFast() {
  const { data } = useQuery({ queryKey: ["fasting", "active"], queryFn: read });
  return <p>{data ?? "Loading"}</p>;
}

beforeEach(() => {
  vi.stubGlobal("__CONTRACTS_FINGERPRINT__", "test");
  serveApi({ "GET /api/health": { status: 200, body: { ok: true } } });
  localStorage.clear();
  read.mockClear();
  kept.saved = [];
  const yesterday = new QueryClient();
  yesterday.setQueryData(["fasting", "active"], "Fasting in Progress");
  kept.client = { timestamp: Date.now(), buster: "u1:test", clientState: dehydrate(yesterday) };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(remembered: boolean, page: ReactNode = <ActiveFast />, client = new QueryClient()) {
  render(
    <OfflineData client={client} user={dana} remembered={remembered}>
      {page}
    </OfflineData>,
  );
}

describe("OfflineData (decision 016)", () => {
  it("opened without an answer from the server (the remembered user): shows what was kept", async () => {
    open(true);
    expect(await screen.findByText("Fasting in Progress")).toBeTruthy();
  });

  it("opened online: kept data is not shown as if fresh, the page waits for its reads", async () => {
    open(false);
    // Queries wait for the restore (or its skipping) to finish: once the read runs, nothing more comes.
    await waitFor(() => expect(read).toHaveBeenCalled());
    expect(screen.getByText("Loading")).toBeTruthy();
    expect(screen.queryByText("Fasting in Progress")).toBeNull();
  });

  // The layout reads the running fast on every page (its reminders): kept, it is not the page's.
  it("the layout's own read of the running fast is not content of the page: another page's is", async () => {
    open(true, <ActiveFast />);
    await screen.findByText("Fasting in Progress");
    await waitFor(() => expect(hasCachedContent()).toBe(false));
    cleanup();

    open(
      true,
      <>
        <ActiveFast />
        <ActiveFast />
      </>,
    );
    await waitFor(() => expect(hasCachedContent()).toBe(true));
  });

  // The routes' loaders fill the cache before the layout renders: that first page is kept too.
  it("keeps what the cache held before it started, with no change after", async () => {
    const client = new QueryClient();
    client.setQueryData(["fasting", "active"], "Loaded before the page");
    open(false, <p>Page</p>, client);
    await waitFor(() => expect(kept.saved).toHaveLength(1));
    expect(kept.saved[0]!.clientState.queries.map((query) => query.state.data)).toEqual(["Loaded before the page"]);
  });
});
