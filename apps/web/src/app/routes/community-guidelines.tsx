import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PublicPageShell } from "@/components/public-page-shell";
import { CommunityGuidelines } from "@/features/community/components/guidelines";
import { pageTitle, usePageMeta } from "@/lib/page-meta";
import { BackLink } from "@/components/back-link";

const DESCRIPTION =
  "The CarniTrack community guidelines: be kind, stay evidence-informed, no medical advice, harassment, eating-disorder promotion or spam, and respect privacy.";

function Title() {
  return <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Community guidelines</h1>;
}

/** /community/guidelines for members, inside the app. */
export function CommunityGuidelinesPage() {
  usePageMeta({ title: pageTitle("Community guidelines"), description: DESCRIPTION });
  return (
    <div className="grid gap-6">
      <BackLink to="/community" className="mx-auto w-full max-w-2xl">
        Back to the community
      </BackLink>
      <CommunityGuidelines title={<Title />} />
    </div>
  );
}

/** The same page for someone signed out (a link from the terms). */
export function PublicCommunityGuidelinesPage() {
  usePageMeta({ title: pageTitle("Community guidelines"), description: DESCRIPTION });
  return (
    <PublicPageShell>
      <div className="grid gap-6 py-4 sm:py-8">
        <Link
          to="/"
          className="mx-auto inline-flex w-full max-w-2xl items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <CommunityGuidelines title={<Title />} />
      </div>
    </PublicPageShell>
  );
}
