import { REPORT_REASONS } from "@app/shared/community";
import { HeartHandshake, ShieldCheck, Stethoscope } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

/** The community's rules, each a short line and a sentence that says what it means. */
export const GUIDELINES: { title: string; text: string }[] = [
  {
    title: "Be kind",
    text: "Everyone here is working on their health. Disagree with ideas, never with people: no insults, mockery or pile-ons.",
  },
  {
    title: "Share experience, stay evidence-informed",
    text: "Say what worked for you and how you know. Link a good source when you make a claim, and say so when you're unsure.",
  },
  {
    title: "No medical advice",
    text: "Don't tell anyone to stop a medication, ignore a symptom or skip their doctor. For anything medical, a qualified professional comes first.",
  },
  {
    title: "No harassment",
    text: "No threats, hate, sexual content, or following someone around the community. Block and report instead of replying.",
  },
  {
    title: "No eating-disorder promotion",
    text: "No encouragement of extreme restriction, purging or dangerous fasts, and no shaming of bodies or meals.",
  },
  {
    title: "No spam or self-promotion",
    text: "No ads, affiliate links, selling, or links to your own channels. Share a recipe, not a sales page.",
  },
  {
    title: "Respect privacy",
    text: "Share only your own story and photos. Never post someone else's personal details, messages or pictures.",
  },
];

/** The standing note under every composer and on every community page. */
export function NotMedicalAdvice({ className }: { className?: string }) {
  return (
    <p className={cn("flex items-start gap-2 text-xs text-muted-foreground", className)}>
      <Stethoscope aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        Posts are members' own experiences, not medical advice. Talk to your doctor before changing your diet, fasting or medication.
      </span>
    </p>
  );
}

function RuleList({ compact = false }: { compact?: boolean }) {
  return (
    <ul className={cn("grid", compact ? "gap-2.5" : "gap-4")}>
      {GUIDELINES.map((rule) => (
        <li key={rule.title} className="grid grid-cols-[auto_1fr] gap-x-3">
          <ShieldCheck aria-hidden="true" className={cn("mt-0.5 text-ember-strong", compact ? "size-4" : "size-5")} />
          <span>
            <span className="font-semibold text-foreground">{rule.title}.</span>{" "}
            <span className={cn(compact && "text-sm", "text-muted-foreground")}>{rule.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The guidelines in short, shown once before a member's first post or comment. */
export function GuidelinesSummary() {
  return (
    <div className="grid gap-4">
      <RuleList compact />
      <p className="text-sm text-muted-foreground">
        Moderators hide what breaks these rules and can suspend members from posting.{" "}
        <Link to="/community/guidelines" target="_blank" className="font-medium text-primary underline underline-offset-4">
          Read the full guidelines
        </Link>
      </p>
    </div>
  );
}

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="flex items-center gap-2.5 font-display text-xl font-bold tracking-tight">
        <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-lg bg-ember-soft text-ember-strong">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The community guidelines page's content (/community/guidelines), inside or outside the app's shell. */
export function CommunityGuidelines({ title }: { title: ReactNode }) {
  return (
    <article className="mx-auto grid w-full max-w-2xl gap-10">
      <div className="grid gap-3">
        {title}
        <p className="text-lg leading-relaxed text-pretty text-muted-foreground">
          The CarniTrack community is a calm place for members to share wins, questions and meals, and to keep each other going. These few
          rules keep it that way.
        </p>
        <NotMedicalAdvice className="rounded-lg border border-border bg-surface p-3 text-sm shadow-xs" />
      </div>

      <Section id="guidelines-rules" title="The rules" icon={<HeartHandshake className="size-4" />}>
        <RuleList />
      </Section>

      <Section id="guidelines-moderation" title="Reports and moderation" icon={<ShieldCheck className="size-4" />}>
        <div className="grid gap-3 leading-relaxed text-foreground/90">
          <p>
            Every post and comment has a <strong className="font-semibold">Report</strong> button. Choose a reason (
            {REPORT_REASONS.map((r) => r.label.toLowerCase()).join(", ")}) and add a note if it helps. Reports go to our moderators, never
            to the member you report.
          </p>
          <p>
            Moderators hide posts and comments that break these rules, and can suspend a member from posting for a while. Every moderation
            action is logged with who took it and when. You can also <strong className="font-semibold">Block</strong> a member: you won't
            see their posts and comments any more, and they aren't told.
          </p>
          <p>
            Only your display name and what you write are public to other members; your email never is. You can change your display name in
            Settings.
          </p>
          <p>
            These guidelines are part of our{" "}
            <Link to="/terms#content" className="font-medium text-primary underline underline-offset-4">
              Terms of Service
            </Link>
            .
          </p>
        </div>
      </Section>
    </article>
  );
}
