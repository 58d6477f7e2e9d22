import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Join class names; later Tailwind classes win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map, which its first call does: ~50 ms of a phone's CPU (4×
 * throttled profile). The app's start-up calls this in a task of its own before the first render,
 * whose first `cn` would otherwise take it inside a component.
 */
export function prepareCn(): void {
  twMerge("");
}
