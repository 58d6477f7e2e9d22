import { LegalPage } from "@/features/legal/components/legal-page";

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>By creating an account or using CarniTrack you agree to these terms.</p>
      <section className="grid gap-2">
        <h2>Medical disclaimer</h2>
        <p>
          CarniTrack is for informational purposes only and is not medical advice. Talk to a qualified health
          professional before starting a new diet or fasting routine.
        </p>
      </section>
    </LegalPage>
  );
}
