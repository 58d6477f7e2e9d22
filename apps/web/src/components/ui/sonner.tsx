import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

/** Main toaster (spec section 9): 4000 ms, up to 3 visible, gap 14; width stays sonner's 356 px. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_WIDTH_PX = 356;

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
      style={{ "--width": `${TOAST_WIDTH_PX}px` } as CSSProperties}
      toastOptions={{ classNames: { toast: "font-sans shadow-popover", title: "font-semibold" } }}
    />
  );
}
