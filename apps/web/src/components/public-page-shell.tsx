import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { Logo } from "./logo";
import { MAIN_ID, SkipLink } from "./skip-link";
import { SiteFooter } from "./site-footer";

/** Frame for pages anyone can open (legal pages, password reset, 404): logo bar, content, footer. */
export function PublicPageShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="bg-ember-glow flex min-h-dvh flex-col">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl items-center px-5 py-5 sm:px-8">
        <Link to="/" className="rounded-md" aria-label="CarniTrack home">
          <Logo />
        </Link>
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={cn("mx-auto focus:outline-none flex w-full max-w-6xl flex-1 flex-col px-5 pb-12 sm:px-8", className)}
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
