import { type FoodDetail, customFoodForm, MACROS_TOO_HEAVY, type CustomFoodForm as CustomFoodValues } from "@app/shared/food";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogContent, DialogFor, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { FormField, SelectField } from "@/components/ui/form-field";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useCreateCustomFoodMutation } from "../api/food-queries";
import { customFoodBodyOf, emptyCustomFood } from "../custom-food-form";
import { fieldProps } from "@/lib/form-fields";

interface CustomFoodDialogProps {
  /** null: closed; else the name the form starts with (the search that found nothing, or ""). */
  initialName: string | null;
  onClose: () => void;
  /** The food the server created: the page opens the log dialog for it. */
  onCreated: (food: FoodDetail) => void;
}

/** "Create a food": a food of the user's own, from its label's values per 100 g or per serving. */
export function CustomFoodDialog({ initialName, onClose, onCreated }: CustomFoodDialogProps) {
  // Set once the food exists: focus then goes to the log dialog opening for it, not back to the button.
  const created = useRef(false);
  return (
    <DialogFor value={initialName} onClose={onClose}>
      {(initialName) => (
        <DialogContent
          className="sm:max-w-lg"
          onOpenAutoFocus={() => {
            created.current = false;
          }}
          onCloseAutoFocus={(event) => {
            if (created.current) event.preventDefault();
          }}
        >
          <DialogHeader title="Create a food" description="Copy the values from its label. Only you can see the foods you create." />
          <CustomFoodForm
            initialName={initialName}
            onCreated={(food) => {
              created.current = true;
              onClose();
              onCreated(food);
            }}
          />
        </DialogContent>
      )}
    </DialogFor>
  );
}

function CustomFoodForm({ initialName, onCreated }: { initialName: string; onCreated: (food: FoodDetail) => void }) {
  const { register, handleSubmit, control, formState } = useForm<CustomFoodValues>({
    resolver: zodResolver(customFoodForm),
    defaultValues: emptyCustomFood(initialName),
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const basis = useWatch({ control, name: "basis" });
  const create = useCreateCustomFoodMutation();

  const onSubmit = handleSubmit(async (values) => {
    let food: FoodDetail;
    try {
      food = await create.mutateAsync(customFoodBodyOf(values));
    } catch (error) {
      reportFailure("Couldn't create this food", error);
      return;
    }
    toast.success("Food created");
    onCreated(food);
  });

  // Together the three macros weigh too much: one message (at protein), but each field is marked.
  const macrosTooHeavy = errors.protein?.message?.startsWith(MACROS_TOO_HEAVY) ?? false;
  const number = { type: "number", inputMode: "decimal", step: "any", min: "0" } as const;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="custom-food-name"
        label="Name"
        placeholder="e.g. Grandma's beef tallow"
        autoComplete="off"
        autoFocus
        {...field("name")}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField id="custom-food-basis" label="Values are for" {...field("basis")}>
          <option value="100g">100 g</option>
          <option value="serving">One serving</option>
        </SelectField>
      </div>
      {basis === "serving" && (
        <div className="grid grid-cols-2 items-start gap-4">
          <FormField
            id="custom-food-serving-grams"
            label="Serving size (g)"
            placeholder="e.g. 113"
            {...number}
            {...field("servingGrams")}
          />
          <FormField
            id="custom-food-serving-label"
            label="Serving name"
            placeholder="e.g. 1 patty"
            hint="Optional"
            autoComplete="off"
            {...field("servingLabel")}
          />
        </div>
      )}

      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-semibold">{basis === "serving" ? "In one serving" : "In 100 g"}</legend>
        <div className="grid grid-cols-2 items-start gap-4">
          <FormField id="custom-food-kcal" label="Calories (kcal)" {...number} {...field("kcal")} />
          <FormField id="custom-food-protein" label="Protein (g)" {...number} {...field("protein")} />
          <FormField id="custom-food-fat" label="Fat (g)" invalid={macrosTooHeavy} {...number} {...field("fat")} />
          <FormField id="custom-food-carbs" label="Carbs (g)" invalid={macrosTooHeavy} {...number} {...field("carbs")} />
          <FormField id="custom-food-sodium" label="Sodium (mg)" hint="Optional" {...number} {...field("sodium")} />
        </div>
      </fieldset>

      <DialogFooter>
        <Button type="submit" pending={isSubmitting}>
          Create food
        </Button>
      </DialogFooter>
    </form>
  );
}
