import { LegalPage } from "@/features/legal/components/legal-page";

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Your health data is yours. This page explains what CarniTrack stores and the control you have over it.
      </p>
      <section className="grid gap-2">
        <h2>Data we collect</h2>
        <ul>
          <li>Account information: your name and email address.</li>
          <li>Health data you track, such as your fasting sessions.</li>
          <li>Progress photos and notes you choose to add.</li>
        </ul>
      </section>
      <section className="grid gap-2">
        <h2>Your control</h2>
        <p>
          In Settings you can download everything we hold about you as a file, or delete your account together with
          all of its data.
        </p>
      </section>
    </LegalPage>
  );
}
