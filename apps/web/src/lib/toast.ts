import type { ExternalToast } from "sonner";

/**
 * `toast` with sonner's API (title first, `{ description }` second), loading sonner on first use
 * so it stays out of the landing bundle. The <Toaster>s are mounted lazily too; sonner replays
 * toasts created before they subscribed, so nothing is lost. Returns the toast id synchronously.
 *
 * Two toasters (spec section 9): the main one (`toast`) and the "basic" one (`basicToast`) for
 * short connection notices, which shows one toast at a time.
 */
type Title = string;
type Kind = "message" | "success" | "error" | "info" | "warning";
type Sonner = typeof import("sonner");

/** The `id` of the basic <Toaster> (see components/ui/sonner.tsx). */
export const BASIC_TOASTER_ID = "basic";

let sonner: Promise<Sonner> | null = null;
let requested = false;
const requestListeners = new Set<() => void>();

/** Whether a toast has been asked for yet: the toasters mount from then on (app/providers.tsx). */
export const toastsRequested = (): boolean => requested;
export function subscribeToastRequests(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export function loadSonner(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    requestListeners.forEach((listener) => listener());
  }
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = null; // e.g. offline for a moment: try again next time
    throw error;
  });
  return sonner;
}

let counter = 0;
function show(kind: Kind, title: Title, options?: ExternalToast) {
  const id = options?.id ?? `toast-${Date.now().toString(36)}-${(counter++).toString(36)}`;
  loadSonner().then(
    ({ toast: sonnerToast }) => {
      const opts = { ...options, id };
      // A toast offering Undo confirms something done ("Entry deleted"): it looks like every other
      // confirmation, the success style, not a plain message.
      if (kind === "message" && options?.action) sonnerToast.success(title, opts);
      else if (kind === "message") sonnerToast(title, opts);
      else sonnerToast[kind](title, opts);
    },
    // A toast that cannot load must not turn into an unhandled rejection (the Network Error screen).
    (error: unknown) => console.warn("Could not show a notification", title, error),
  );
  return id;
}

function dismiss(id?: string | number) {
  loadSonner().then(
    ({ toast: sonnerToast }) => sonnerToast.dismiss(id),
    () => undefined,
  );
}

export const toast = Object.assign((title: Title, options?: ExternalToast) => show("message", title, options), {
  success: (title: Title, options?: ExternalToast) => show("success", title, options),
  error: (title: Title, options?: ExternalToast) => show("error", title, options),
  info: (title: Title, options?: ExternalToast) => show("info", title, options),
  warning: (title: Title, options?: ExternalToast) => show("warning", title, options),
  dismiss,
});

/** The basic toaster keeps one toast: a new one replaces the one on screen (spec: a limit of 1). */
let basicId: string | number | null = null;
function showBasic(kind: Kind, title: Title, options?: ExternalToast) {
  if (basicId !== null) dismiss(basicId);
  basicId = show(kind, title, { ...options, toasterId: BASIC_TOASTER_ID });
  return basicId;
}

export const basicToast = Object.assign((title: Title, options?: ExternalToast) => showBasic("message", title, options), {
  success: (title: Title, options?: ExternalToast) => showBasic("success", title, options),
  error: (title: Title, options?: ExternalToast) => showBasic("error", title, options),
  info: (title: Title, options?: ExternalToast) => showBasic("info", title, options),
  warning: (title: Title, options?: ExternalToast) => showBasic("warning", title, options),
  dismiss,
});
