import { Link } from "react-router";
import { LegalPage, type LegalSection } from "@/features/legal/components/legal-page";

export const PRIVACY_EMAIL = "privacy@carnitrack.app";
const LAST_UPDATED = "2026-11-23";

const sections: LegalSection[] = [
  {
    id: "data-we-collect",
    title: "Data we collect",
    body: (
      <>
        <p>We only collect what the app needs to work for you:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your name, your email address and your password, which we store only as a secure hash. To
            keep your account safe we also record when and from which browser and network address you sign in.
          </li>
          <li>
            <strong>Health data you track:</strong> your fasting sessions (the fasting type, when each fast started and ended, and how long
            it lasted), the foods you log (what, how much and when, and the foods you create), the recipes you keep as favourites, your
            nutrition targets and the sex and age band you give for them, and any other diet or body data you choose to log.
          </li>
          <li>
            <strong>Progress photos and notes</strong> you choose to add.
          </li>
          <li>
            <strong>Subscription details:</strong> your plan, its status and renewal date. Your card details go straight to our payment
            processor; we never see or store them.
          </li>
        </ul>
        <p>We don't collect your contacts or precise location, and we don't use advertising or cross-site trackers.</p>
      </>
    ),
  },
  {
    id: "why",
    title: "Why we use it",
    body: (
      <>
        <ul>
          <li>To provide CarniTrack: run your fasting timer and show your history and progress.</li>
          <li>To run your account: sign you in, send confirmation and password-reset emails, and protect it from abuse.</li>
          <li>To manage your subscription and answer your support requests.</li>
        </ul>
        <p>
          We never sell your data, never share it for advertising, and never use your health data for anything other than showing it back to
          you. Health data is sensitive: we process it because you choose to enter it, and you can delete it at any time.
        </p>
      </>
    ),
  },
  {
    id: "storage",
    title: "Where your data is stored",
    body: (
      <p>
        Your data is kept in our database on servers run by our hosting provider. It travels only over encrypted connections (HTTPS),
        passwords are stored hashed, and access is limited to the few people who run the service and need it to keep CarniTrack working. If
        data is transferred across borders, we use the legal safeguards the law requires, such as standard contractual clauses.
      </p>
    ),
  },
  {
    id: "processors",
    title: "Who processes it",
    body: (
      <>
        <p>A small number of companies process data on our behalf, only to provide the service:</p>
        <ul>
          <li>
            <strong>Payment processors</strong> handle subscriptions: Stripe for purchases on the web, and Apple's App Store or Google Play
            for purchases in the mobile app. They receive what they need to take a payment and keep their own records as the law requires.
          </li>
          <li>
            <strong>Hosting and email providers</strong> store our database and deliver our emails, under contracts that let them use the
            data only on our instructions.
          </li>
        </ul>
        <p>We disclose data to authorities only when the law requires us to.</p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <p>
        We keep your data for as long as you have an account. When you delete your account, your account and all of its data are deleted
        from our database right away, and from our backups within 30 days. Server logs, which contain no health data, are kept for up to 30
        days. Payment processors keep payment records for as long as tax and accounting laws require.
      </p>
    ),
  },
  {
    id: "your-control",
    title: "Export or delete your data",
    body: (
      <>
        <p>You're in control of your data, and you don't need to ask us:</p>
        <ul>
          <li>
            <strong>Export:</strong> in <Link to="/settings">Settings</Link>, choose “Export my data” to download everything we hold about
            you, including your fasting history, food log, progress photos and community posts, as a ZIP file (a JSON file, spreadsheets
            (CSV) and the photos).
          </li>
          <li>
            <strong>Delete:</strong> in <Link to="/settings">Settings</Link>, choose “Delete account” to permanently delete your account and
            all of its data. If you have a subscription, cancel it as well so you aren't charged again.
          </li>
        </ul>
        <p>
          You can also ask us to access, correct or delete your data, or object to how we use it, by emailing{" "}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. You have the right to complain to your local data-protection authority.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        We only use essential cookies, which keep you signed in. We don't use advertising or analytics cookies, so there is nothing to opt
        out of.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: <p>CarniTrack is not meant for children under 16, and we don't knowingly collect their data.</p>,
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        If we change this policy we'll update the date at the top of this page, and for important changes we'll email you before they take
        effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about your privacy? Email us at <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We answer within a few working
        days.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What CarniTrack collects (account information, the health data you track, progress photos and notes), why, where it's stored, who processes it, and how to export or delete it."
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          Your health data is yours. This policy explains in plain words what CarniTrack collects, why, where it's kept, who helps us
          process it, how long we keep it, and how you can export or delete it at any time.
        </p>
      }
      sections={sections}
    />
  );
}
