import type { RecipeTeaserResponse } from "@app/shared/recipes";
import { useCallback, useEffect, useState } from "react";
import { errorStatus } from "@/lib/errors";
import { getRecipeTeaser } from "./recipes-api";

type Teaser =
  { state: "loading" } | { state: "found"; recipe: RecipeTeaserResponse["recipe"] } | { state: "missing" } | { state: "failed" };

/**
 * A recipe's public teaser, for someone signed out: outside the signed-in layout, so without its
 * query cache (it loads once, on a shared link).
 */
export function useRecipeTeaser(slug: string): Teaser & { retry: () => void } {
  const [teaser, setTeaser] = useState<Teaser & { slug: string; attempt: number }>({ state: "loading", slug, attempt: 0 });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getRecipeTeaser(slug, controller.signal).then(
      ({ recipe }) => setTeaser({ state: "found", recipe, slug, attempt }),
      (error: unknown) => {
        if (!controller.signal.aborted) setTeaser({ state: errorStatus(error) === 404 ? "missing" : "failed", slug, attempt });
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = teaser.slug === slug && teaser.attempt === attempt ? teaser : { state: "loading" as const };
  return { ...current, retry };
}
