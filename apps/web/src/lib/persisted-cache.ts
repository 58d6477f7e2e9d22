import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { del, get, set } from "idb-keyval";
import { QUERY_CACHE_KEY, rememberedUser } from "./offline-session";

/**
 * Where the signed-in user's query cache is saved between visits (decision 016): one IndexedDB
 * entry, written at most once a second, and only while the user is remembered on this device
 * (lib/offline-session.ts: not after sign-out). Only query data is in it (dehydrated by
 * TanStack Query), never a session or a token.
 */
const WRITE_EVERY_MS = 1_000;

let pending: PersistedClient | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function write(): void {
  timer = undefined;
  const client = pending;
  pending = null;
  if (client && rememberedUser()) {
    set(QUERY_CACHE_KEY, client).catch((error: unknown) => console.warn("Could not keep the data for offline use", error));
  }
}

export const persister: Persister = {
  persistClient(client) {
    pending = client;
    timer ??= setTimeout(write, WRITE_EVERY_MS);
  },
  restoreClient: () => get<PersistedClient>(QUERY_CACHE_KEY),
  removeClient: async () => {
    pending = null;
    clearTimeout(timer);
    timer = undefined;
    await del(QUERY_CACHE_KEY);
  },
};
