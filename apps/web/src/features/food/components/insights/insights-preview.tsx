import type { ReactNode } from "react";
import { Progress } from "@/components/ui/progress";

/**
 * Sample figures of the Premium part (not the user's: locked content never reaches a free user's
 * browser; their electrolytes, which are free, show above it).
 */
const SAMPLE = [
  { label: "Protein", text: "96 / 120 g", value: 80 },
  { label: "Vitamin B12", text: "11.6 µg · 483%", value: 100 },
  { label: "Choline", text: "610 mg · 111%", value: 100 },
  { label: "Vitamin C", text: "0 mg · 0%", value: 0 },
  { label: "Zinc", text: "14.2 mg · 129%", value: 100 },
  { label: "Selenium", text: "88 µg · 160%", value: 100 },
];

/** What Premium shows, blurred behind the upgrade prompt. */
export function InsightsPreview({ prompt }: { prompt: ReactNode }) {
  return (
    <div className="relative" data-testid="insights-preview">
      {/* The sample's figures are hidden from screen readers, which would read them as the user's own. */}
      <p className="sr-only">
        Sample insights: Premium shows your protein, vitamins and minerals against your targets, warnings and trends.
      </p>
      <span
        aria-hidden="true"
        className="absolute top-0 left-0 z-10 rounded-full border border-border bg-card px-2.5 py-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Sample
      </span>
      <div aria-hidden="true" inert className="pointer-events-none grid gap-4 blur-[3px] select-none">
        {SAMPLE.map(({ label, text, value }) => (
          <div key={label} className="grid gap-1.5">
            <div className="flex justify-between text-sm">
              <span className="font-medium">{label}</span>
              <span className="tabular-nums text-muted-foreground">{text}</span>
            </div>
            <Progress value={value} label={label} />
          </div>
        ))}
      </div>
      <div className="absolute inset-0 flex items-center justify-center p-2">{prompt}</div>
    </div>
  );
}
