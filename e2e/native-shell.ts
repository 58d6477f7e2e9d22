import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import type {
  CustomerInfo,
  MakePurchaseResult,
  PurchasesEntitlementInfo,
  PurchasesOffering,
  PurchasesOfferings,
  PurchasesPackage,
  PurchasesStoreProduct,
} from "@revenuecat/purchases-capacitor";

/*
 * The native app in a browser. Capacitor's real native bridge (native-bridge.js, which iOS and
 * Android inject into the WebView) runs in the page, with a test double of the native side behind
 * it: it answers the plugin calls the bridge posts (window.webkit.messageHandlers.bridge on iOS,
 * window.androidBridge on Android) the way the native plugins do, with RevenueCat's real shapes.
 * The app's own code, @capacitor/core and the plugins' JavaScript run unchanged: the app has no
 * test hooks. Plugin method tables come from the plugins' own Swift sources, so a method the
 * native side does not have fails here as it would on a device.
 */

const nodeModule = (file: string) => fileURLToPath(new URL(`../node_modules/${file}`, import.meta.url));
const NATIVE_BRIDGE = nodeModule("@capacitor/ios/Capacitor/Capacitor/assets/native-bridge.js");

const PLUGIN_SOURCES = {
  Purchases: "@revenuecat/purchases-capacitor/ios/Sources/RevenuecatPurchasesCapacitor/PurchasesPlugin.swift",
  Network: "@capacitor/network/ios/Sources/NetworkPlugin/NetworkPlugin.swift",
  SplashScreen: "@capacitor/splash-screen/ios/Sources/SplashScreenPlugin/SplashScreenPlugin.swift",
  SecureStorage: "@aparajita/capacitor-secure-storage/ios/Plugin/Plugin.swift",
  LocalNotifications: "@capacitor/local-notifications/ios/Sources/LocalNotificationsPlugin/LocalNotificationsPlugin.swift",
} as const;

export type PluginName = keyof typeof PLUGIN_SOURCES;
type ReturnType = "promise" | "callback" | null;
interface PluginHeader {
  name: string;
  methods: { name: string; rtype: ReturnType }[];
}

/** The headers iOS injects as window.Capacitor.PluginHeaders (Capacitor's JSExport.swift). */
function pluginHeaders(): PluginHeader[] {
  const rtypes: Record<string, ReturnType> = {
    CAPPluginReturnPromise: "promise",
    CAPPluginReturnCallback: "callback",
    CAPPluginReturnNone: null,
  };
  return Object.entries(PLUGIN_SOURCES).map(([name, source]) => {
    const swift = readFileSync(nodeModule(source), "utf8");
    const methods: PluginHeader["methods"] = [
      { name: "addListener", rtype: null },
      { name: "removeListener", rtype: null },
      { name: "removeAllListeners", rtype: "promise" },
      { name: "checkPermissions", rtype: "promise" },
      { name: "requestPermissions", rtype: "promise" },
    ];
    for (const m of swift.matchAll(/CAPPluginMethod\(name: "(\w+)", returnType: (\w+)\)/g)) {
      methods.push({ name: m[1]!, rtype: rtypes[m[2]!] ?? null });
    }
    for (const m of swift.matchAll(/\.init\(#selector\((\w+)\)\)/g)) methods.push({ name: m[1]!, rtype: "promise" });
    if (methods.length === 5) throw new Error(`no plugin methods found in ${source}`);
    return { name, methods };
  });
}

export interface StoreProductSpec {
  identifier: string;
  priceString: string;
  price: number;
}

export interface FakeNativeOptions {
  platform?: "ios" | "android";
  /** The secure store's contents at start (e.g. a saved session token). */
  secureStorage?: Record<string, string>;
  /** Active store subscriptions at start (CustomerInfo.activeSubscriptions, in order). */
  activeSubscriptions?: string[];
  /** What restorePurchases finds. */
  restorable?: string[];
  /** The store's products: monthly and yearly, with their localized price strings. */
  monthly?: StoreProductSpec;
  yearly?: StoreProductSpec;
  /** Plugin calls that fail: "Purchases.configure", "Purchases.purchasePackage", ... */
  failing?: string[];
  /** The user closes the store's purchase sheet. */
  cancelPurchases?: boolean;
  /** The notification permission at start; "prompt" becomes what the user answers (`answerPermission`). */
  notificationPermission?: "granted" | "denied" | "prompt";
  /** What the user answers when the app asks to show notifications. */
  answerPermission?: "granted" | "denied";
}

/** A local notification as the device keeps it pending (the plugin's JSON: `schedule.at` is a string). */
export interface PendingNotification {
  id: number;
  title: string;
  body: string;
  schedule?: { at?: string; allowWhileIdle?: boolean };
  extra?: Record<string, unknown>;
}

/** The key the app's token is saved under, with the plugin's default prefix. */
export const SESSION_TOKEN_KEY = "capacitor-storage_session-token";

export interface NativeCall {
  plugin: string;
  method: string;
  options: Record<string, unknown>;
}

/** Test controls the double puts on window.__fakeNative (not part of the app). */
interface FakeNativeControls {
  calls: NativeCall[];
  secureStorage: Record<string, string>;
  activeSubscriptions: string[];
  /** RevenueCat pushes new customer info (renewal, expiry) to its listeners. */
  pushCustomerInfo(active: string[]): void;
  /** @capacitor/network reports a change. */
  setConnected(connected: boolean): void;
  /** The device's pending local notifications (kept over an app restart, a page reload). */
  pendingNotifications: PendingNotification[];
  notificationPermission: "granted" | "denied" | "prompt";
}

declare global {
  interface Window {
    __fakeNative: FakeNativeControls;
  }
}

interface InstallArgs {
  platform: "ios" | "android";
  headers: PluginHeader[];
  secureStorage: Record<string, string>;
  activeSubscriptions: string[];
  restorable: string[];
  monthly: StoreProductSpec;
  yearly: StoreProductSpec;
  failing: string[];
  cancelPurchases: boolean;
  notificationPermission: "granted" | "denied" | "prompt";
  answerPermission: "granted" | "denied";
}

/** Runs in the page before any of its scripts: the native side of the bridge. */
function installFakeNative(args: InstallArgs) {
  interface BridgeCall {
    callbackId: string;
    pluginId: string;
    methodName: string;
    options: Record<string, unknown>;
  }
  interface NativeError {
    message: string;
    code?: string;
    data?: Record<string, unknown>;
  }
  const w = window as unknown as Record<string, any>;
  const store = args.platform === "ios" ? "APP_STORE" : "PLAY_STORE";
  const managementURL =
    args.platform === "ios" ? "https://apps.apple.com/account/subscriptions" : "https://play.google.com/store/account/subscriptions";
  let configuredFor: string | null = null;
  let connected = true;
  const listeners: Record<string, BridgeCall[]> = {};

  // The secure store outlives an app restart (a page reload): kept in the page's localStorage.
  const SAVED = "__fakeNativeSecureStorage";
  const saved = localStorage.getItem(SAVED);
  // So do the device's pending local notifications.
  const PENDING = "__fakeNativePendingNotifications";
  const savedPending = localStorage.getItem(PENDING);
  const keepPending = () => localStorage.setItem(PENDING, JSON.stringify(controls.pendingNotifications));
  const controls: FakeNativeControls = {
    calls: [],
    secureStorage: saved ? (JSON.parse(saved) as Record<string, string>) : { ...args.secureStorage },
    activeSubscriptions: [...args.activeSubscriptions],
    pushCustomerInfo(active) {
      controls.activeSubscriptions = [...active];
      for (const call of listeners["Purchases.customerInfo"] ?? []) reply(call, { data: customerInfo() });
    },
    setConnected(value) {
      connected = value;
      for (const call of listeners["Network.networkStatusChange"] ?? []) reply(call, { data: networkStatus() });
    },
    pendingNotifications: savedPending ? (JSON.parse(savedPending) as PendingNotification[]) : [],
    notificationPermission: args.notificationPermission,
  };
  w.__fakeNative = controls;

  // RevenueCat's shapes (@revenuecat/purchases-typescript-internal-esm).
  function entitlement(productIdentifier: string, now: number): PurchasesEntitlementInfo {
    const expires = now + 365 * 86_400_000;
    return {
      identifier: "premium",
      isActive: true,
      willRenew: true,
      periodType: "NORMAL",
      latestPurchaseDate: new Date(now).toISOString(),
      latestPurchaseDateMillis: now,
      originalPurchaseDate: new Date(now).toISOString(),
      originalPurchaseDateMillis: now,
      expirationDate: new Date(expires).toISOString(),
      expirationDateMillis: expires,
      store,
      productIdentifier,
      productPlanIdentifier: null,
      isSandbox: true,
      unsubscribeDetectedAt: null,
      unsubscribeDetectedAtMillis: null,
      billingIssueDetectedAt: null,
      billingIssueDetectedAtMillis: null,
      ownershipType: "PURCHASED",
      verification: "NOT_REQUESTED" as PurchasesEntitlementInfo["verification"],
    };
  }

  function customerInfo(): CustomerInfo {
    const now = Date.now();
    const active = controls.activeSubscriptions;
    const expires = new Date(now + 365 * 86_400_000).toISOString();
    const premium: Record<string, PurchasesEntitlementInfo> = active[0] ? { premium: entitlement(active[0], now) } : {};
    return {
      entitlements: { active: premium, all: premium, verification: "NOT_REQUESTED" as CustomerInfo["entitlements"]["verification"] },
      activeSubscriptions: [...active],
      allPurchasedProductIdentifiers: [...active],
      latestExpirationDate: active.length ? expires : null,
      firstSeen: new Date(now - 86_400_000).toISOString(),
      originalAppUserId: configuredFor ?? "$RCAnonymousID:0000",
      requestDate: new Date(now).toISOString(),
      allExpirationDates: Object.fromEntries(active.map((id) => [id, expires])),
      allPurchaseDates: Object.fromEntries(active.map((id) => [id, new Date(now).toISOString()])),
      originalApplicationVersion: args.platform === "ios" ? "1.0" : null,
      originalPurchaseDate: null,
      managementURL: active.length ? managementURL : null,
      nonSubscriptionTransactions: [],
      subscriptionsByProductIdentifier: {},
    };
  }

  const context = { offeringIdentifier: "default", placementIdentifier: null, targetingContext: null };
  function product(spec: StoreProductSpec, period: "P1M" | "P1Y", title: string): PurchasesStoreProduct {
    return {
      identifier: spec.identifier,
      description: `CarniTrack Premium, billed ${period === "P1Y" ? "yearly" : "monthly"}`,
      title,
      price: spec.price,
      priceString: spec.priceString,
      pricePerWeek: null,
      pricePerMonth: null,
      pricePerYear: null,
      pricePerWeekString: null,
      pricePerMonthString: null,
      pricePerYearString: null,
      currencyCode: "USD",
      introPrice: null,
      discounts: [],
      productCategory: "SUBSCRIPTION" as PurchasesStoreProduct["productCategory"],
      productType: "AUTO_RENEWABLE_SUBSCRIPTION" as PurchasesStoreProduct["productType"],
      subscriptionPeriod: period,
      defaultOption: null,
      subscriptionOptions: null,
      presentedOfferingIdentifier: "default",
      presentedOfferingContext: context,
    };
  }
  function pkg(identifier: string, packageType: string, p: PurchasesStoreProduct): PurchasesPackage {
    return {
      identifier,
      packageType: packageType as PurchasesPackage["packageType"],
      product: p,
      offeringIdentifier: "default",
      presentedOfferingContext: context,
    };
  }
  const annual = pkg("$rc_annual", "ANNUAL", product(args.yearly, "P1Y", "Premium (Yearly)"));
  const monthly = pkg("$rc_monthly", "MONTHLY", product(args.monthly, "P1M", "Premium (Monthly)"));
  const offering: PurchasesOffering = {
    identifier: "default",
    serverDescription: "Monthly and yearly Premium",
    metadata: {},
    availablePackages: [annual, monthly],
    lifetime: null,
    annual,
    sixMonth: null,
    threeMonth: null,
    twoMonth: null,
    monthly,
    weekly: null,
  };
  const offerings: PurchasesOfferings = { all: { default: offering }, current: offering };

  function networkStatus() {
    return { connected, connectionType: connected ? "wifi" : "none" };
  }

  const notConfigured: NativeError = { message: "Purchases must be configured before calling this function" };
  function requireConfigured() {
    if (configuredFor === null) throw notConfigured;
  }
  function buy(productIdentifier: string): MakePurchaseResult {
    requireConfigured();
    if (args.cancelPurchases) {
      throw { message: "Purchase was cancelled.", code: "1", data: { readableErrorCode: "PURCHASE_CANCELLED", userCancelled: true } };
    }
    if (!controls.activeSubscriptions.includes(productIdentifier)) controls.activeSubscriptions.push(productIdentifier);
    return {
      productIdentifier,
      customerInfo: customerInfo(),
      transaction: { transactionIdentifier: `tx-${Date.now()}`, productIdentifier, purchaseDate: new Date().toISOString() },
    };
  }

  type Handler = (options: Record<string, any>, call: BridgeCall) => unknown;
  const plugins: Record<string, Record<string, Handler>> = {
    Purchases: {
      configure: (o) => {
        configuredFor = String(o.appUserID ?? "$RCAnonymousID:0000");
      },
      getCustomerInfo: () => (requireConfigured(), { customerInfo: customerInfo() }),
      getOfferings: () => (requireConfigured(), offerings),
      getProducts: (o) => {
        requireConfigured();
        const all = [annual.product, monthly.product];
        return { products: all.filter((p) => (o.productIdentifiers as string[]).includes(p.identifier)) };
      },
      logIn: (o) => {
        requireConfigured();
        configuredFor = String(o.appUserID);
        return { customerInfo: customerInfo(), created: false };
      },
      purchasePackage: (o) => {
        const aPackage = o.aPackage as PurchasesPackage | undefined;
        if (!aPackage?.identifier) throw { message: "aPackage parameter did not have identifier key" };
        if (!aPackage.presentedOfferingContext) throw { message: "aPackage parameter did not have presentedOfferingContext key" };
        return buy(aPackage.product.identifier);
      },
      purchaseStoreProduct: (o) => buy(String((o.product as PurchasesStoreProduct).identifier)),
      restorePurchases: () => {
        requireConfigured();
        controls.activeSubscriptions = [...args.restorable];
        return { customerInfo: customerInfo() };
      },
      addCustomerInfoUpdateListener: (_o, call) => {
        requireConfigured();
        (listeners["Purchases.customerInfo"] ??= []).push(call);
        return undefined; // kept alive: answered on every update
      },
      removeCustomerInfoUpdateListener: (o) => {
        const list = listeners["Purchases.customerInfo"] ?? [];
        const index = list.findIndex((c) => c.callbackId === o.listenerToRemove);
        if (index >= 0) list.splice(index, 1);
        return { wasRemoved: index >= 0 };
      },
    },
    Network: {
      getStatus: () => networkStatus(),
      addListener: (o, call) => {
        (listeners[`Network.${String(o.eventName)}`] ??= []).push(call);
        return undefined;
      },
      removeListener: (o) => {
        const list = listeners[`Network.${String(o.eventName)}`] ?? [];
        const index = list.findIndex((c) => c.callbackId === o.callbackId);
        if (index >= 0) list.splice(index, 1);
        return undefined;
      },
    },
    SplashScreen: { show: () => ({}), hide: () => ({}) },
    // @capacitor/local-notifications: the device's pending notifications and its permission.
    LocalNotifications: {
      checkPermissions: () => ({ display: controls.notificationPermission }),
      requestPermissions: () => {
        if (controls.notificationPermission === "prompt") controls.notificationPermission = args.answerPermission;
        return { display: controls.notificationPermission };
      },
      schedule: (o) => {
        const notifications = o.notifications as PendingNotification[];
        if (controls.notificationPermission !== "granted") throw { message: "Notifications not allowed" };
        const ids = new Set(notifications.map((n) => n.id));
        controls.pendingNotifications = [...controls.pendingNotifications.filter((n) => !ids.has(n.id)), ...notifications];
        keepPending();
        return { notifications: notifications.map((n) => ({ id: n.id })) };
      },
      getPending: () => ({ notifications: controls.pendingNotifications }),
      cancel: (o) => {
        const ids = new Set((o.notifications as { id: number }[]).map((n) => n.id));
        controls.pendingNotifications = controls.pendingNotifications.filter((n) => !ids.has(n.id));
        keepPending();
        return {};
      },
    },
    SecureStorage: {
      setSynchronizeKeychain: () => ({}),
      internalGetItem: (o) => ({ data: controls.secureStorage[String(o.prefixedKey)] ?? null }),
      internalSetItem: (o) => {
        controls.secureStorage[String(o.prefixedKey)] = String(o.data);
        localStorage.setItem(SAVED, JSON.stringify(controls.secureStorage));
        return {};
      },
      internalRemoveItem: (o) => {
        const had = String(o.prefixedKey) in controls.secureStorage;
        delete controls.secureStorage[String(o.prefixedKey)];
        localStorage.setItem(SAVED, JSON.stringify(controls.secureStorage));
        return { success: had };
      },
    },
  };
  /** Calls answered later through their saved callback (listeners), or never (removeListener). */
  const keptAlive = new Set(["Purchases.addCustomerInfoUpdateListener", "Network.addListener", "Network.removeListener"]);

  function reply(call: BridgeCall, result: { data?: unknown; error?: NativeError }) {
    const message = {
      callbackId: call.callbackId,
      pluginId: call.pluginId,
      methodName: call.methodName,
      success: !result.error,
      ...(result.error ? { error: result.error } : { data: result.data ?? {} }),
    };
    if (args.platform === "android") w.androidBridge.onmessage({ data: JSON.stringify(message) });
    else w.Capacitor.fromNative(message);
  }

  function receive(call: BridgeCall) {
    if (call.pluginId === "Console") return; // console mirroring to Xcode's log
    const name = `${call.pluginId}.${call.methodName}`;
    controls.calls.push({ plugin: call.pluginId, method: call.methodName, options: call.options });
    const handler = plugins[call.pluginId]?.[call.methodName];
    // Answer asynchronously, as the native side does.
    setTimeout(() => {
      if (!handler) return reply(call, { error: { message: `${name} is not implemented in the test double`, code: "UNIMPLEMENTED" } });
      if (args.failing.includes(name)) {
        if (call.pluginId === "Purchases" && call.methodName === "configure") return; // configure cannot report back
        return reply(call, {
          error: { message: `${name} failed (test)`, code: "2", data: { readableErrorCode: "STORE_PROBLEM", userCancelled: false } },
        });
      }
      try {
        const data = handler(call.options ?? {}, call);
        if (!keptAlive.has(name) || data !== undefined) reply(call, { data });
      } catch (error) {
        reply(call, { error: error as NativeError });
      }
    }, 10);
  }

  w.Capacitor = { PluginHeaders: args.headers };
  if (args.platform === "android") {
    w.androidBridge = { postMessage: (json: string) => receive(JSON.parse(json) as BridgeCall) };
  } else {
    w.webkit = { messageHandlers: { bridge: { postMessage: (call: BridgeCall) => receive(call) } } };
    // iOS's bridge asks the native side for its CapacitorHttp / CapacitorCookies settings with a
    // synchronous prompt(): both are off in this app.
    const prompt = window.prompt.bind(window);
    window.prompt = (text?: string) => (text?.startsWith('{"type":"Capacitor') ? "false" : prompt(text));
  }
}

/**
 * The WebView's own origin on Android (iOS uses capacitor://localhost, which Chromium cannot
 * load). The app is served from it as in the real shell, so the server sees a native app's Origin
 * (and answers it, only it, with a bearer token); every request is passed on to the test server.
 */
export const WEBVIEW_ORIGIN = "https://localhost";

async function serveFromWebViewOrigin(page: Page): Promise<void> {
  const server = process.env.E2E_BASE_URL!;
  await page.route(`${WEBVIEW_ORIGIN}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    // Node's fetch, not route.fetch: that one would keep the response's cookies in the browser
    // context, which the WebView (credentials: "omit") never does.
    const headers = Object.fromEntries(
      Object.entries(request.headers()).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
    );
    const res = await fetch(server + url.pathname + url.search, {
      method: request.method(),
      headers,
      body: request.postData() ?? undefined,
      redirect: "manual",
    });
    await route.fulfill({ status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) });
  });
}

/** Makes `page` the native app: call before the first navigation. */
export async function asNativeApp(page: Page, options: FakeNativeOptions = {}): Promise<void> {
  await serveFromWebViewOrigin(page);
  const args: InstallArgs = {
    platform: options.platform ?? "ios",
    headers: pluginHeaders(),
    secureStorage: options.secureStorage ?? {},
    activeSubscriptions: options.activeSubscriptions ?? [],
    restorable: options.restorable ?? [],
    monthly: options.monthly ?? { identifier: "monthly_subscription", priceString: "$2.99", price: 2.99 },
    yearly: options.yearly ?? { identifier: "yearly_subscription", priceString: "$19.99", price: 19.99 },
    failing: options.failing ?? [],
    cancelPurchases: options.cancelPurchases ?? false,
    notificationPermission: options.notificationPermission ?? "prompt",
    answerPermission: options.answerPermission ?? "granted",
  };
  await page.addInitScript(installFakeNative, args);
  await page.addInitScript({ path: NATIVE_BRIDGE });
}

/** The plugin calls the app made so far. */
export function nativeCalls(page: Page, plugin?: PluginName, method?: string): Promise<NativeCall[]> {
  return page.evaluate(([p, m]) => window.__fakeNative.calls.filter((c) => (!p || c.plugin === p) && (!m || c.method === m)), [
    plugin,
    method,
  ] as const);
}

/** The local notifications pending on the device, by id. */
export function pendingNotifications(page: Page): Promise<PendingNotification[]> {
  return page.evaluate(() => [...window.__fakeNative.pendingNotifications].sort((a, b) => a.id - b.id));
}

export function secureStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.__fakeNative.secureStorage }));
}
