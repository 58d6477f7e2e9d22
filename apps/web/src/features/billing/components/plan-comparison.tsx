import { PLAN_FEATURES } from "@app/shared/billing";
import { Check, Crown } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * Free next to Premium, area by area, from the shared PLAN_FEATURES: what stays free, and what
 * Premium adds to it.
 */
export function PlanComparison() {
  return (
    <Card as="section" aria-labelledby="plan-comparison-title">
      <CardHeader>
        <CardTitle as="h2" id="plan-comparison-title" className="text-lg">
          Free and Premium
        </CardTitle>
        <CardDescription>Everything on the Free plan stays free. Premium adds the rest.</CardDescription>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        <table className="w-full table-fixed border-collapse text-sm" data-testid="plan-comparison">
          <caption className="sr-only">What the Free and Premium plans include, by area</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="px-4 pb-2 font-semibold text-muted-foreground sm:px-3">
                Free
              </th>
              <th scope="col" className="px-4 pb-2 font-semibold text-primary sm:px-3">
                <span className="inline-flex items-center gap-1.5">
                  <Crown aria-hidden="true" className="size-4" />
                  Premium
                </span>
              </th>
            </tr>
          </thead>
          {PLAN_FEATURES.map(({ area, free, premium }) => (
            <tbody key={area} className="border-b border-border last:border-b-0">
              <tr>
                <th scope="rowgroup" colSpan={2} className="px-4 pt-4 pb-1 text-left font-display text-base font-bold sm:px-3">
                  {area}
                </th>
              </tr>
              <tr className="align-top">
                <td className="px-4 pb-4 sm:px-3">
                  <FeatureList features={free} />
                </td>
                <td className="bg-primary-soft/40 px-4 pb-4 sm:px-3">
                  <FeatureList features={premium} premium />
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      </CardContent>
    </Card>
  );
}

function FeatureList({ features, premium = false }: { features: readonly string[]; premium?: boolean }) {
  return (
    <ul className="grid gap-1.5 pt-1">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-pretty">
          <Check
            aria-hidden="true"
            className={premium ? "mt-0.5 size-4 shrink-0 text-primary" : "mt-0.5 size-4 shrink-0 text-success"}
            strokeWidth={3}
          />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
