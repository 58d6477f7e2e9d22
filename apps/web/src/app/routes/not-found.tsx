import { Link } from "react-router";
import { PublicPageShell } from "@/components/public-page-shell";
import { buttonVariants } from "@/components/ui/button";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

/** The 404 page's message, inside whichever frame the visitor is in. */
function NotFoundContent() {
  usePageMeta({ title: pageTitle("Page not found"), description: "This page doesn't exist. Return to CarniTrack's home page." });
  return (
    <>
      <p aria-hidden="true" className="font-display text-7xl font-extrabold tracking-tight text-primary/90 sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 max-w-sm text-muted-foreground">The page you're looking for doesn't exist or has moved.</p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        Return to Home
      </Link>
    </>
  );
}

export function NotFoundPage() {
  return (
    <PublicPageShell className="items-center justify-center text-center">
      <NotFoundContent />
    </PublicPageShell>
  );
}

/** The same 404 page within the signed-in shell (a recipe that does not exist). */
export function NotFoundInApp() {
  return (
    <div className="flex flex-col items-center py-12 text-center">
      <NotFoundContent />
    </div>
  );
}
