import { useSyncExternalStore, type CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { useResolvedTheme } from "@/lib/theme";
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

/**
 * Where the toasts sit, so they never cover the sticky header or a card's title: at the bottom,
 * where the eye is not reading a heading. On phones (below md, where the tab bar is) the main
 * toaster sits just above the tab bar; the connection notices go to the top, just below the header,
 * so the two never stack on each other. On wider screens the main toaster keeps the bottom right
 * corner (clear of the centred column's headings) and the notices the bottom centre.
 */
const ABOVE_TAB_BAR = "calc(4rem + 0.75rem + env(safe-area-inset-bottom))";
const BELOW_HEADER = "calc(4rem + 0.5rem)";
const SIDE = "1rem";
const WIDE_QUERY = "(min-width: 48rem)";

function subscribeWide(listener: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}
const useWide = () =>
  useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );

const toastOptions = { classNames: { toast: "font-sans shadow-popover", title: "font-semibold" } };
const widthStyle = { "--width": `${TOAST_WIDTH_PX}px` } as CSSProperties;

export function Toaster() {
  const theme = useResolvedTheme();
  const wide = useWide();
  const phoneOffset = { bottom: ABOVE_TAB_BAR, left: SIDE, right: SIDE };
  return (
    <Sonner
      position={wide ? "bottom-right" : "bottom-center"}
      offset={wide ? undefined : phoneOffset}
      mobileOffset={phoneOffset}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      gap={TOAST_GAP_PX}
      richColors
      closeButton
      theme={theme}
      containerAriaLabel="Notifications"
      style={widthStyle}
      toastOptions={toastOptions}
    />
  );
}

/** Away from the main toaster (see above); swipe it off the nearest edge or sideways to dismiss. */
export function BasicToaster() {
  const theme = useResolvedTheme();
  const wide = useWide();
  const phoneOffset = { top: BELOW_HEADER, left: SIDE, right: SIDE };
  return (
    <Sonner
      id={BASIC_TOASTER_ID}
      position={wide ? "bottom-center" : "top-center"}
      offset={wide ? undefined : phoneOffset}
      mobileOffset={phoneOffset}
      duration={BASIC_TOAST_DURATION_MS}
      visibleToasts={BASIC_TOAST_VISIBLE_MAX}
      swipeDirections={[wide ? "bottom" : "top", "left", "right"]}
      richColors
      closeButton
      theme={theme}
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
