import { useEffect, useState, type RefObject } from "react";

/**
 * Whether `ref`'s element has come within `rootMargin` of the viewport; once it has, it stays
 * true (what it gates has loaded by then, and scrolling away should not unload it). Without
 * IntersectionObserver it is true at once, so the content loads as if this were not there. Printing
 * makes it true too, so a printed page has what it gates (as far as it can load in time).
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = "600px 0px"): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    const onPrint = () => setNear(true);
    window.addEventListener("beforeprint", onPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener("beforeprint", onPrint);
    };
  }, [near, ref, rootMargin]);
  return near;
}
