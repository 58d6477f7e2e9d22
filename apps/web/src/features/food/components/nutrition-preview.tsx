import { Spinner } from "@/components/ui/spinner";
import { MACROS, type NutritionPreview } from "../nutrition";
import { MacroValue } from "./macro-value";
import { formatNumber } from "@/lib/format";

const gramsText = (grams: number) => formatNumber(Math.round(grams * 10) / 10);

interface NutritionPreviewPanelProps {
  preview: NutritionPreview | undefined;
  loading?: boolean;
  cooked?: boolean;
}

/** The log dialog's live preview: what the amount typed so far brings. */
export function NutritionPreviewPanel({ preview, loading, cooked }: NutritionPreviewPanelProps) {
  const title = preview ? `Nutrition for ${gramsText(preview.grams)} g${cooked ? " cooked" : ""}` : "Nutrition";
  return (
    <section aria-labelledby="log-preview-title" className="rounded-lg bg-muted/70 p-4">
      <h3 id="log-preview-title" className="flex items-center gap-2 text-xs font-bold text-muted-foreground">
        {title}
        {loading && <Spinner className="size-3" />}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 min-[360px]:grid-cols-4 min-[360px]:gap-2" aria-live="polite">
        {MACROS.map(({ key, label, unit }) => (
          <div key={key} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg leading-tight font-extrabold">
              {preview && !loading ? (
                <MacroValue value={preview[key]} unit={unit} />
              ) : (
                <>
                  <span aria-hidden="true" className="text-muted-foreground">
                    –
                  </span>
                  <span className="sr-only">not yet</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {!preview && !loading && <p className="mt-2 text-xs text-muted-foreground">Enter an amount to see what it brings.</p>}
    </section>
  );
}
