import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { MAIN_ID, SkipLink } from "@/components/skip-link";
import { PageMeta, pageTitle } from "@/lib/page-meta";

interface FallbackScreenProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The raw error message, shown in a collapsible "Error details". */
  details?: string | null;
  /** Primary action first: it sits on top on phones and on the right on wider screens. */
  actions: ReactNode;
}

/** Full-page screen for the error boundary and the network guard (spec section 2, fallback screens). */
export function FallbackScreen({ icon: Icon, title, text, details, actions }: FallbackScreenProps) {
  return (
    <div className="bg-ember-glow flex min-h-dvh flex-1 flex-col">
      <PageMeta title={pageTitle(title)} />
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl items-center px-5 py-5 sm:px-8">
        <Logo />
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-lg focus:outline-none flex-1 flex-col items-center justify-center px-5 pt-4 pb-16 text-center sm:px-6"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary ring-8 ring-primary-soft/50"
        >
          <Icon className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-3 max-w-md text-pretty text-muted-foreground">{text}</p>
        {details && (
          <details className="group mt-6 w-full rounded-lg border border-border bg-surface text-left text-sm shadow-xs">
            <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium select-none marker:text-muted-foreground">
              Error details
            </summary>
            <pre className="border-t border-border px-4 py-3 font-mono text-xs whitespace-pre-wrap break-words text-muted-foreground">
              {details}
            </pre>
          </details>
        )}
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row-reverse">{actions}</div>
      </main>
    </div>
  );
}
