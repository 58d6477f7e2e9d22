import { useSyncExternalStore } from "react";

/**
 * The colour theme: the user's choice (System follows prefers-color-scheme) kept in this browser's
 * localStorage, and the `dark` class on <html> that the styles key on. src/theme-init.js applies the
 * same key before the first paint; this module changes it from Settings and tells React.
 */
export type ThemeChoice = "system" | "light" | "dark";
export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];
export const THEME_STORAGE_KEY = "carnitrack-theme";

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");
const listeners = new Set<() => void>();

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === "dark" || (choice === "system" && darkQuery().matches);
  const root = document.documentElement;
  if (root.classList.contains("dark") === dark) return;
  // Switch every colour at once, not each on its own transition (styles.css, .theme-changing).
  root.classList.add("theme-changing");
  root.classList.toggle("dark", dark);
  void root.offsetWidth;
  requestAnimationFrame(() => root.classList.remove("theme-changing"));
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

function subscribeChoice(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeChoice, readThemeChoice, () => "system");
}

/** Whether the page is dark now, whichever way it became so (choice, or the system changing). */
function subscribeResolved(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const readResolved = (): "light" | "dark" => (document.documentElement.classList.contains("dark") ? "dark" : "light");

export function useResolvedTheme(): "light" | "dark" {
  return useSyncExternalStore(subscribeResolved, readResolved, () => "light");
}
