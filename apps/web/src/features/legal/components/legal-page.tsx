import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PublicPageShell } from "@/components/public-page-shell";

/** Frame for a legal document: back link, title, readable measure. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicPageShell>
      <title>{`${title} · CarniTrack`}</title>
      <article className="mx-auto w-full max-w-2xl py-4 sm:py-8">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <h1 className="mt-6 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-6 grid gap-6 leading-relaxed text-foreground/90 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-foreground [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
          {children}
        </div>
      </article>
    </PublicPageShell>
  );
}
