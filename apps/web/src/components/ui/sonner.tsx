import { useSyncExternalStore, type CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { useResolvedTheme } from "@/lib/theme";
import { BASIC_TOASTER_ID } from "@/lib/toast";

/**
 * The spec's toasters (section 9): the main one, and the basic one for connection notices, one at
 * a time (lib/toast.ts `basicToast` also replaces the shown toast, so it is a true limit of 1, not
 * a hidden queue). Not reproducible with sonner, on purpose: the spec's swipe-to-dismiss threshold
 * (sonner's is fixed), and keeping a dismissed toast mounted after its exit animation.
 */
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
const widthStyle = { "--width": "356px" } as CSSProperties;

/** Both toasters, one lazy chunk; the basic one is swiped off the nearest edge or sideways to dismiss. */
export function Toasters() {
  const theme = useResolvedTheme();
  const wide = useWide();
  const shared = { richColors: true, closeButton: true, theme, style: widthStyle, toastOptions };
  const mainOffset = { bottom: ABOVE_TAB_BAR, left: SIDE, right: SIDE };
  const basicOffset = { top: BELOW_HEADER, left: SIDE, right: SIDE };
  return (
    <>
      <Sonner
        position={wide ? "bottom-right" : "bottom-center"}
        offset={wide ? undefined : mainOffset}
        mobileOffset={mainOffset}
        duration={4000}
        visibleToasts={3}
        gap={14}
        containerAriaLabel="Notifications"
        {...shared}
      />
      <Sonner
        id={BASIC_TOASTER_ID}
        position={wide ? "bottom-center" : "top-center"}
        offset={wide ? undefined : basicOffset}
        mobileOffset={basicOffset}
        duration={5000}
        visibleToasts={1}
        swipeDirections={[wide ? "bottom" : "top", "left", "right"]}
        containerAriaLabel="Connection notices"
        {...shared}
      />
    </>
  );
}
