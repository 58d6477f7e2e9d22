import type { ExternalToast } from "sonner";

/**
 * `toast` with sonner's API (title first, `{ description }` second), loading sonner on first use
 * so it stays out of the landing bundle. The <Toaster> is mounted lazily too; sonner replays
 * toasts created before it subscribed, so nothing is lost. Returns the toast id synchronously.
 */
type Title = string;
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

let counter = 0;
function show(kind: "message" | "success" | "error" | "info" | "warning", title: Title, options?: ExternalToast) {
  const id = options?.id ?? `toast-${Date.now().toString(36)}-${(counter++).toString(36)}`;
  void loadSonner().then(({ toast: sonnerToast }) => {
    const opts = { ...options, id };
    if (kind === "message") sonnerToast(title, opts);
    else sonnerToast[kind](title, opts);
  });
  return id;
}

export const toast = Object.assign((title: Title, options?: ExternalToast) => show("message", title, options), {
  success: (title: Title, options?: ExternalToast) => show("success", title, options),
  error: (title: Title, options?: ExternalToast) => show("error", title, options),
  info: (title: Title, options?: ExternalToast) => show("info", title, options),
  warning: (title: Title, options?: ExternalToast) => show("warning", title, options),
  dismiss: (id?: string | number) => void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id)),
});
