import { formatPrice, REFUND_WINDOW_DAYS, YEARLY_SAVINGS_PERCENT } from "@app/shared/billing";
import { Link } from "react-router";
import { LegalPage, type LegalSection } from "@/features/legal/components/legal-page";

export const SUPPORT_EMAIL = "support@carnitrack.app";
const LAST_UPDATED = "2026-11-22";

const sections: LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of these terms",
    body: (
      <p>
        By creating an account or using CarniTrack, on the web or in the mobile app, you agree to these terms and to our{" "}
        <Link to="/privacy">Privacy Policy</Link>. If you don't agree, please don't use CarniTrack. You must be at least 16 years old to use
        it.
      </p>
    ),
  },
  {
    id: "medical-disclaimer",
    title: "Medical disclaimer",
    body: (
      <>
        <p>
          <strong>CarniTrack is for informational purposes only and is not medical advice.</strong> It does not diagnose, treat or prevent
          any condition, and it is not a substitute for a doctor.
        </p>
        <p>
          Fasting and restrictive diets are not safe for everyone. Consult a doctor or another qualified health professional before you
          start a carnivore diet or a fasting routine, especially if you are pregnant or breastfeeding, have diabetes, take medication, or
          have a history of eating disorders. Stop and seek medical help if you feel unwell.
        </p>
      </>
    ),
  },
  {
    id: "subscriptions",
    title: "Subscription terms",
    body: (
      <>
        <p>A free account includes the fasting timer. Premium is available as a subscription:</p>
        <ul>
          <li>
            <strong>Monthly:</strong> {formatPrice("monthly")}
          </li>
          <li>
            <strong>Yearly:</strong> {formatPrice("yearly")}, a {YEARLY_SAVINGS_PERCENT}% savings compared with paying monthly for a year.
          </li>
        </ul>
        <ul>
          <li>Subscriptions auto-renew at the end of each billing period, at the then-current price, until you cancel.</li>
          <li>
            You can cancel any time in account settings. You keep Premium until the end of the period you've paid for, and you won't be
            charged again.
          </li>
          <li>
            If you're not happy, you can get a refund within {REFUND_WINDOW_DAYS} days of purchase: email{" "}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Purchases made through the App Store or Google Play are refunded
            through that store, under its process.
          </li>
          <li>Any taxes that apply are shown at checkout. We'll tell you in advance before a price change applies to you.</li>
        </ul>
      </>
    ),
  },
  {
    id: "user-conduct",
    title: "User conduct",
    body: (
      <>
        <p>Please use CarniTrack fairly. You agree not to:</p>
        <ul>
          <li>share your account, or use someone else's without permission;</li>
          <li>try to break into, overload or disrupt the service, or scrape it with automated tools;</li>
          <li>use CarniTrack for anything unlawful, or to harass or harm other people.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: "content",
    title: "Content guidelines",
    body: (
      <>
        <p>
          You own what you add, such as logs, notes, photos, and recipes or posts in the premium community. You give us permission to store
          and display it only as needed to run CarniTrack for you (and, for community posts, to show them to other members).
        </p>
        <ul>
          <li>Only post content you have the right to share.</li>
          <li>No hateful, harassing, explicit or misleading content, and no spam or advertising.</li>
          <li>Don't present health claims as medical advice, and respect other members' privacy.</li>
        </ul>
        <p>
          In the community, our <Link to="/community/guidelines">community guidelines</Link> say what this means in practice. We may remove
          content that breaks these guidelines.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <>
        <p>
          CarniTrack is provided “as is”. We work hard to keep it accurate and available, but we can't promise it will always be error-free
          or uninterrupted.
        </p>
        <p>
          To the extent the law allows, CarniTrack is not liable for indirect or consequential losses, or for any health outcome of
          decisions you make using the app, and our total liability is limited to the amount you paid us in the 12 months before the claim.
          Nothing in these terms limits rights you have under consumer law that cannot be limited.
        </p>
      </>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms, your subscription or a refund? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description={`The terms for using CarniTrack: medical disclaimer, subscriptions (${formatPrice("monthly")} or ${formatPrice("yearly")}, cancel any time, refund within ${REFUND_WINDOW_DAYS} days), conduct and content rules.`}
      lastUpdated={LAST_UPDATED}
      intro={<p>These terms are the agreement between you and CarniTrack. We've kept them short and readable.</p>}
      sections={sections}
    />
  );
}
