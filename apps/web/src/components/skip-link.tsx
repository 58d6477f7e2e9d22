import type { MouseEvent } from "react";

/** The id of every page's <main> (with tabIndex={-1}), the skip link's target. */
export const MAIN_ID = "main";

/**
 * "Skip to main content": the first focusable element of every page, shown when focused. It moves
 * focus into <main> itself instead of changing the URL's hash (the router keeps the location).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: "start" });
  };
  return (
    <a href={`#${MAIN_ID}`} onClick={skip} className="skip-link">
      Skip to main content
    </a>
  );
}
