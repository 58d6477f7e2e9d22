import {
  type DrinkSettingsResponse,
  drinkSettingsForm,
  drinkSettingsPatchOf,
  type DrinkSettingsForm,
  DEFAULT_WATER_TARGET_ML,
  volumeIn,
  type VolumeUnit,
} from "@app/shared/drinks";
import { SODIUM_MG_PER_G_SALT } from "@app/shared/food";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { formatNumber } from "@/lib/format";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { usePatchDrinkSettingsMutation } from "../api/drinks-queries";
import { fieldProps } from "@/lib/form-fields";

interface DrinkSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: DrinkSettingsResponse;
  unit: VolumeUnit;
}

function formValuesOf({ waterTargetMl, electrolyteMix: mix }: DrinkSettingsResponse, unit: VolumeUnit): DrinkSettingsForm {
  return {
    unit,
    waterTarget: String(volumeIn(waterTargetMl, unit)),
    servingSize: String(volumeIn(mix.servingMl, unit)),
    saltG: String(mix.saltG),
    potassiumMg: String(mix.potassiumMg),
    magnesiumMg: String(mix.magnesiumMg),
  };
}

/**
 * The water target and what the user's electrolyte water holds, remembered for every glass after.
 * The form exists only while the dialog is open (DialogContent mounts it): it costs the food log's
 * first render nothing, and each opening starts from what is saved, not from an abandoned edit.
 */
export function DrinkSettingsDialog({ open, onOpenChange, settings, unit }: DrinkSettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader
          title="Water and electrolytes"
          description="Your daily water target, and what a serving of your electrolyte water holds."
        />
        <SettingsForm settings={settings} unit={unit} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ settings, unit, onSaved }: { settings: DrinkSettingsResponse; unit: VolumeUnit; onSaved: () => void }) {
  const save = usePatchDrinkSettingsMutation();
  const { register, handleSubmit, formState } = useForm<DrinkSettingsForm>({
    resolver: zodResolver(drinkSettingsForm),
    defaultValues: formValuesOf(settings, unit),
  });
  const field = fieldProps(register, formState.errors);

  const submit = async (values: DrinkSettingsForm) => {
    if (await failed(save.mutateAsync(drinkSettingsPatchOf(values)), "Couldn't save your drink settings")) return;
    toast.success("Drink settings saved");
    onSaved();
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormField
        id="water-target"
        label={`Water target (${unit} a day)`}
        inputMode="decimal"
        hint={`Default ${formatNumber(volumeIn(DEFAULT_WATER_TARGET_ML, unit))} ${unit}. Water, coffee, tea and electrolyte water all count toward it. Informational, not medical advice.`}
        {...field("waterTarget")}
      />
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold">Your electrolyte water, per serving</legend>
        <p className="text-sm text-muted-foreground">
          Its sodium, potassium and magnesium count toward your day&apos;s electrolytes, by how much you drink. Table salt holds{" "}
          {SODIUM_MG_PER_G_SALT} mg sodium per gram.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="mix-serving" label={`Serving (${unit})`} inputMode="decimal" {...field("servingSize")} />
          <FormField id="mix-salt" label="Salt (g)" inputMode="decimal" {...field("saltG")} />
          <FormField id="mix-potassium" label="Potassium (mg)" inputMode="numeric" {...field("potassiumMg")} />
          <FormField id="mix-magnesium" label="Magnesium (mg)" inputMode="numeric" {...field("magnesiumMg")} />
        </div>
      </fieldset>
      <DialogFooter className="gap-2">
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
