import { type NutritionTargets, DEFAULT_TARGETS } from "@app/shared/nutrition";
import { targetsForm, type TargetsForm } from "@app/shared/food";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { FormField, SelectField } from "@/components/ui/form-field";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { usePatchTargetsMutation } from "../../api/insights-queries";
import { formValuesOf, patchOf, RESET_TARGETS } from "./targets-form";
import { formatNumber } from "@/lib/format";
import { fieldProps } from "@/lib/form-fields";

interface TargetsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targets: NutritionTargets;
}

const d = DEFAULT_TARGETS;
const HINTS = {
  sodiumMg: `Default ${formatNumber(d.sodiumMg)} mg: the low end of the 3,000–5,000 mg often used on low-carb diets (Phinney & Volek).`,
  potassiumMg: `Default ${formatNumber(d.potassiumMg)} mg: the US adequate intake for men (NASEM, 2019).`,
  magnesiumMg: `Default ${d.magnesiumMg} mg: the US recommended intake for men (IOM).`,
  protein: `Default ${d.proteinPerKg} g per kg of goal weight, within the 1.2–2.0 g/kg range (ISSN, 2017); ${d.proteinGrams} g a day without a goal weight.`,
  ratio: "Grams of fat per gram of protein. Default 1 : 1, a common carnivore starting point.",
};

const ELECTROLYTES = [
  ["sodiumMg", "target-sodium", "Sodium (mg)"],
  ["potassiumMg", "target-potassium", "Potassium (mg)"],
  ["magnesiumMg", "target-magnesium", "Magnesium (mg)"],
] as const;

/**
 * "Edit targets": the electrolyte, protein and ratio targets (editable defaults, not prescriptions).
 * The form exists only while the dialog is open (DialogContent mounts it): it costs the food log's
 * first render nothing, and each opening starts from what is saved, not from an abandoned edit.
 */
export function TargetsDialog({ open, onOpenChange, targets }: TargetsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader
          title="Edit targets"
          description="Starting points with their sources, not prescriptions. Change them to what suits you."
        />
        <TargetsFields targets={targets} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TargetsFields({ targets, onSaved }: { targets: NutritionTargets; onSaved: () => void }) {
  const save = usePatchTargetsMutation();
  // What the form started from: the patch is what the user changed against it, so targets read
  // again while the dialog is open (another device's change) are not undone by untouched fields.
  const [initial] = useState(() => formValuesOf(targets));
  const { register, handleSubmit, control, formState } = useForm<TargetsForm>({
    resolver: zodResolver(targetsForm),
    defaultValues: initial,
  });
  const field = fieldProps(register, formState.errors);
  const proteinMode = useWatch({ control, name: "proteinMode" });

  const submit = async (patch: Parameters<typeof save.mutateAsync>[0], message: string) => {
    if (await failed(save.mutateAsync(patch), "Couldn't save your targets")) return;
    toast.success(message);
    onSaved();
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => void handleSubmit((values) => submit(patchOf(values, initial), "Targets saved"))(event)}
    >
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-semibold">Electrolytes (per day)</legend>
        {ELECTROLYTES.map(([name, id, label]) => (
          <FormField key={name} id={id} label={label} inputMode="numeric" hint={HINTS[name]} {...field(name)} />
        ))}
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-semibold">Protein</legend>
        <SelectField id="target-protein-mode" label="Protein target" hint={HINTS.protein} {...register("proteinMode")}>
          <option value="perKg">Grams per kg of goal weight</option>
          <option value="grams">Grams a day</option>
        </SelectField>
        {proteinMode === "grams" ? (
          <FormField id="target-protein-grams" label="Protein (g a day)" inputMode="decimal" {...field("proteinGrams")} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="target-protein-per-kg" label="Protein (g per kg)" inputMode="decimal" {...field("proteinPerKg")} />
            <div className="grid grid-cols-[1fr_auto] items-start gap-2">
              <FormField id="target-goal-weight" label="Goal weight" inputMode="decimal" {...field("goalWeight")} />
              <SelectField id="target-weight-unit" label="Unit" {...register("weightUnit")}>
                <option value="kg">kg</option>
                <option value="lb">lb</option>
              </SelectField>
            </div>
          </div>
        )}
      </fieldset>

      <FormField id="target-ratio" label="Fat : protein goal" inputMode="decimal" hint={HINTS.ratio} {...field("fatProteinRatio")} />

      <DialogFooter className="gap-2 sm:justify-between">
        <Button
          type="button"
          variant="ghost"
          disabled={save.isPending}
          onClick={() => void submit(RESET_TARGETS, "Targets back to the defaults")}
        >
          Reset to defaults
        </Button>
        <Button type="submit" pending={save.isPending}>
          Save targets
        </Button>
      </DialogFooter>
    </form>
  );
}
