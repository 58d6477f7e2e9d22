import {
  IsRestoringProvider,
  partialMatchKey,
  QueryClientProvider,
  useIsRestoring,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { useEffect, useState, type ReactNode } from "react";
import { refreshSession, type SessionUser } from "@/lib/auth-client";
import { isOffline, setCachedContent, subscribeConnectivity } from "@/lib/connectivity";
import { OFFLINE_MAX_AGE_MS, rememberUser } from "@/lib/offline-session";
import { persister } from "@/lib/persisted-cache";
import { billingKeys } from "@/features/billing/api/subscription-api";
import { communityKeys } from "@/features/community/api/community-queries";
import { fastingKeys } from "@/features/fasting/api/fasting-queries";
import { remindersKeys } from "@/features/reminders/api/reminders-queries";

/** Set at build time from the response contracts (vite.config.ts). */
declare const __CONTRACTS_FINGERPRINT__: string;

/**
 * Queries of the layout, which every screen has, with how many of their observers are the layout's:
 * the header's plan and notifications, and the running fast, the plan and the reminder settings
 * that FastReminders (routes/app-layout.tsx) uses. Cached, they say nothing about whether the page
 * has something to show; observed beyond the layout's own (the dashboard's running fast, the
 * settings' reminders), they are the page's content too.
 */
const SHELL_READS: [key: QueryKey, layoutObservers: number][] = [
  [billingKeys.all, Infinity],
  [communityKeys.notifications(), Infinity],
  [fastingKeys.active(), 1],
  [fastingKeys.schedule(), 1],
  [remindersKeys.all, 1],
];

/** Whether the page on screen shows this query's data: it has some, and the page observes it. */
function isPageContent(query: Query): boolean {
  if (query.state.data === undefined) return false;
  const layout = SHELL_READS.find(([key]) => partialMatchKey(query.queryKey, key))?.[1] ?? 0;
  return query.getObserversCount() > layout;
}

interface OfflineDataProps {
  client: QueryClient;
  user: SessionUser;
  /** The user comes from this device's memory (offline), not from a session check. */
  remembered: boolean;
  children: ReactNode;
}

/**
 * The signed-in user's data, saved on this device (decision 016): the query cache is saved to
 * IndexedDB and restored at the next start that finds no server, for this user and these response
 * contracts only (another user or a new contract starts empty), for a day at most. Offline, the pages show it
 * under the offline banner (components/network-guard.tsx); a page with nothing saved gives way to
 * No Internet Connection.
 */
export function OfflineData({ client, user, remembered, children }: OfflineDataProps) {
  useEffect(() => {
    if (!remembered) rememberUser(user);
  }, [user, remembered]);

  // Back online after opening offline: check the session for real (it may have ended meanwhile).
  useEffect(() => {
    if (!remembered) return;
    return subscribeConnectivity(() => {
      if (!isOffline()) void refreshSession();
    });
  }, [remembered]);

  // The saved data is restored only when the app opens without a response from the server (the
  // remembered user), where the offline banner says it may be old. Opened online, the pages wait
  // for fresh data: saved data shown unmarked could be a day old (a fast ended on another device
  // still "in progress"). Decided once, at the first render. Opened online nothing is restored, so
  // no query waits for it (TanStack's PersistQueryClientProvider holds every query until its
  // restore has settled, which costs a render even with nothing to restore).
  const [restore] = useState(remembered);
  const [restoring, setRestoring] = useState(restore);
  const buster = `${user.id}:${__CONTRACTS_FINGERPRINT__}`;
  useEffect(() => {
    const options = { queryClient: client, persister, maxAge: OFFLINE_MAX_AGE_MS, buster };
    let active = true;
    let unsubscribe: (() => void) | undefined;
    // A restore that fails has dropped the saved data (TanStack removes it): the pages fetch afresh.
    (restore ? persistQueryClientRestore(options) : Promise.resolve())
      .catch(() => undefined)
      .finally(() => {
        if (!active) return;
        setRestoring(false);
        unsubscribe = persistQueryClientSubscribe(options);
        // Saved once now too: the routes' loaders filled the cache before this subscribed, and a
        // page whose queries changed nothing since would otherwise never be saved.
        void persistQueryClientSave(options);
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [client, buster, restore]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>
        <CachedContentReporter />
        {children}
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}

/** Tells the network guard whether the page on screen shows any data (saved or fresh). */
function CachedContentReporter() {
  const client = useQueryClient();
  const restoring = useIsRestoring();
  useEffect(() => {
    const cache = client.getQueryCache();
    const report = () => setCachedContent(!restoring && cache.findAll({ type: "active" }).some(isPageContent));
    report();
    const unsubscribe = cache.subscribe(report);
    return () => {
      unsubscribe();
      setCachedContent(false);
    };
  }, [client, restoring]);
  return null;
}
