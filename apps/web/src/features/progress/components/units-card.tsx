import { LENGTH_UNITS, WEIGHT_UNITS, type LengthUnit, type WeightUnit } from "@app/shared/progress";
import { Ruler } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { SelectField } from "@/components/ui/form-field";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { usePatchUnits, useUnits } from "../api/progress-queries";
import { Options } from "@/components/ui/native-select";

const WEIGHT_LABELS: Record<WeightUnit, string> = { kg: "Kilograms (kg)", lb: "Pounds (lb)" };
const LENGTH_LABELS: Record<LengthUnit, string> = { cm: "Centimetres (cm)", in: "Inches (in)" };

/** Settings → Units: what weights and body measurements are shown and entered in. Saved on change. */
export function UnitsCard() {
  const units = useUnits();
  const patch = usePatchUnits();
  const save = (change: { weightUnit?: WeightUnit; lengthUnit?: LengthUnit }) =>
    patch.mutateAsync(change).then(
      () => toast.success("Units saved."),
      (error: unknown) => reportFailure("Couldn't save your units", error),
    );
  return (
    <Card as="section" aria-labelledby="units-title">
      <CardHeader>
        <SectionHeading
          id="units-title"
          icon={<Ruler />}
          aside={(units.isPending || patch.isPending) && <Spinner className="ml-auto text-primary" />}
        >
          Units
        </SectionHeading>
        <CardDescription>How you weigh and measure yourself. Everything you logged is converted.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid max-w-md gap-5 sm:grid-cols-2">
          <SelectField
            id="units-weight"
            label="Weight unit"
            value={units.data?.weightUnit ?? "kg"}
            disabled={!units.data}
            onChange={(e) => void save({ weightUnit: e.target.value as WeightUnit })}
          >
            <Options values={WEIGHT_UNITS} labels={WEIGHT_LABELS} />
          </SelectField>
          <SelectField
            id="units-length"
            label="Length unit"
            value={units.data?.lengthUnit ?? "cm"}
            disabled={!units.data}
            onChange={(e) => void save({ lengthUnit: e.target.value as LengthUnit })}
          >
            <Options values={LENGTH_UNITS} labels={LENGTH_LABELS} />
          </SelectField>
        </div>
      </CardContent>
    </Card>
  );
}
