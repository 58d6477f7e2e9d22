import { cn } from "@/lib/cn";
import { PageLink } from "./page-link";

export function SiteFooter({ className }: { className?: string }) {
  return (
    <footer className={cn("border-t border-border/80", className)}>
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-between gap-3 px-5 py-6 text-sm text-muted-foreground sm:flex-row sm:px-8">
        {/* The standalone landing page is prerendered at build time: a new year is not a mismatch. */}
        <p suppressHydrationWarning>© {new Date().getFullYear()} CarniTrack</p>
        <nav aria-label="Legal">
          <ul className="flex items-center gap-6">
            <li>
              <PageLink to="/privacy" className="rounded-sm underline-offset-4 hover:text-foreground hover:underline">
                Privacy Policy
              </PageLink>
            </li>
            <li>
              <PageLink to="/terms" className="rounded-sm underline-offset-4 hover:text-foreground hover:underline">
                Terms of Service
              </PageLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
