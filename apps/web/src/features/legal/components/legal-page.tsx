import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PublicPageShell } from "@/components/public-page-shell";
import { formatDate } from "@/lib/format";
import { noonOf } from "@/lib/local-day";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) of the last change, shown as "Last updated". */
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Frame for a legal document: back link, title, date, contents, numbered-free readable sections. */
export function LegalPage({ title, description, lastUpdated, intro, sections }: LegalPageProps) {
  usePageMeta({ title: pageTitle(title), description });
  return (
    <PublicPageShell>
      <article className="mx-auto w-full max-w-2xl py-4 sm:py-8">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <h1 className="mt-6 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated: <time dateTime={lastUpdated}>{formatDate(noonOf(lastUpdated), { year: true, long: true })}</time>
        </p>
        <div className="mt-6 text-lg leading-relaxed text-foreground/90">{intro}</div>

        <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border border-border bg-surface/80 p-5 shadow-xs">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            On this page
          </h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 grid gap-10 leading-relaxed text-foreground/90">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-6">
              <h2 id={`${section.id}-title`} className="font-display text-xl font-bold tracking-tight text-foreground">
                {section.title}
              </h2>
              <div className="mt-3 grid gap-3 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </article>
    </PublicPageShell>
  );
}
