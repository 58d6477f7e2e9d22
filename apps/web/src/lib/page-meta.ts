import { useLayoutEffect } from "react";

export const SITE_NAME = "CarniTrack";
export const HOME_TITLE = "CarniTrack — Carnivore Diet & Fasting Tracker";
export const DEFAULT_DESCRIPTION =
  "CarniTrack is the complete carnivore diet and fasting tracker: a precision fasting timer, a smart food logger with nutrition insights, a progress dashboard, and premium community and gourmet recipes.";

/** "Settings · CarniTrack". */
export function pageTitle(name: string): string {
  return `${name} · ${SITE_NAME}`;
}

export interface PageMeta {
  title: string;
  description?: string;
}

function applyPageMeta({ title, description = DEFAULT_DESCRIPTION }: PageMeta): void {
  document.title = title;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Sets the tab title and the meta description for the screen that calls it. A layout effect, so
 * it runs before any passive effect that refines the title (e.g. the running fasting timer).
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description } = meta;
  useLayoutEffect(() => applyPageMeta({ title, description }), [title, description]);
}

/** `usePageMeta` for places that cannot call hooks (class components such as error boundaries). */
export function PageMeta(props: PageMeta): null {
  usePageMeta(props);
  return null;
}
