import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { BASIC_TOASTER_ID } from "@/lib/toast";

/** Main toaster (spec section 9): 4000 ms, up to 3 visible, gap 14, width 356 px. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_WIDTH_PX = 356;

/**
 * Basic toaster (spec section 9): 5000 ms, one at a time (lib/toast.ts `basicToast` also replaces
 * the shown toast, so it is a true limit of 1, not a hidden queue).
 * Not reproducible with sonner, on purpose: its swipe-to-dismiss threshold is a fixed 45 px
 * (the spec's 50 comes from another toast library), and it unmounts a dismissed toast after its
 * exit animation instead of keeping it for 1,000,000 ms.
 */
export const BASIC_TOAST_DURATION_MS = 5000;
export const BASIC_TOAST_VISIBLE_MAX = 1;

const toastOptions = { classNames: { toast: "font-sans shadow-popover", title: "font-semibold" } };
const widthStyle = { "--width": `${TOAST_WIDTH_PX}px` } as CSSProperties;

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      gap={TOAST_GAP_PX}
      richColors
      closeButton
      theme="light"
      containerAriaLabel="Notifications"
      style={widthStyle}
      toastOptions={toastOptions}
    />
  );
}

/** Bottom of the screen, away from the main toaster; swipe down or sideways to dismiss. */
export function BasicToaster() {
  return (
    <Sonner
      id={BASIC_TOASTER_ID}
      position="bottom-center"
      duration={BASIC_TOAST_DURATION_MS}
      visibleToasts={BASIC_TOAST_VISIBLE_MAX}
      swipeDirections={["bottom", "left", "right"]}
      richColors
      closeButton
      theme="light"
      containerAriaLabel="Connection notices"
      style={widthStyle}
      toastOptions={toastOptions}
    />
  );
}

/** Both toasters, one lazy chunk. */
export function Toasters() {
  return (
    <>
      <Toaster />
      <BasicToaster />
    </>
  );
}
