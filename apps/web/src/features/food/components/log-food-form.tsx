import {
  type FoodDetail,
  type FoodEntry,
  logFoodForm,
  type LogFoodForm as LogFoodValues,
  FUTURE_MEAL_MESSAGE,
  gramsFor,
  NOTE_MAX,
} from "@app/shared/food";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Flame } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Options } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { formatDay, formatNumber } from "@/lib/format";
import { fromDateTimeLocal, localDateOf } from "@/lib/local-day";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { foodKeys, useFoodDetail, useLogEntryMutation, useUpdateEntryMutation } from "../api/food-queries";
import { entryAmountText, notePlaceholder, unitOptions } from "../food-units";
import { EndFastNotice, useEndFastOnLog, type ActiveFast, type EndFast } from "@/features/fasting";
import { formIdOf, initialValues, isWeighedRaw, isWeight, logBodyOf, preparationOptions, updateBodyOf, type LogTarget } from "../log-form";
import { nutritionPreview, yieldSentence } from "../nutrition";
import { everydayName } from "./food-name";
import { NutritionPreviewPanel } from "./nutrition-preview";
import { PreparationField } from "./preparation-field";
import { fieldProps } from "@/lib/form-fields";

/** What the page tells the log dialog, beside what it is for. */
export interface LogFoodContext {
  onClose: () => void;
  /** The day the log shows: a new meal's time starts on it. */
  date: string;
  /** A fast running when a meal is added after its start: the dialog offers to end it at the meal time. */
  activeFast?: ActiveFast | null;
  /** Ends the running fast at `endTime` (ISO); rejects with the server's error. */
  onEndFast?: EndFast;
  /** The shown day's last meal time (ISO), which a new meal on a past day starts at. */
  dayMealTime?: string | null;
}

interface LogFoodFormProps extends LogFoodContext {
  target: LogTarget;
  detail: FoodDetail;
  /** Told once a new meal is logged, before the dialog closes. */
  onAdded?: () => void;
}

/** The log dialog's form, once the food's detail is known. */
export function LogFoodForm({ target, detail, date, dayMealTime, activeFast, onEndFast, onClose, onAdded }: LogFoodFormProps) {
  const editing = target.mode === "edit" ? target.entry : null;
  const client = useQueryClient();
  const [defaults] = useState(() => initialValues(target, date, detail, dayMealTime));
  const schema = useMemo(
    () => logFoodForm(detail.portions, editing ? defaults.eatenAt : undefined),
    [detail.portions, editing, defaults.eatenAt],
  );
  const { register, handleSubmit, control, getValues, setValue, setError, formState } = useForm<LogFoodValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const [amountText, unit, preparation, eatenAt] = useWatch({ control, name: ["amount", "unit", "preparation", "eatenAt"] });

  // What the amount is of: the food itself, or (weighed raw) the cooked form it became.
  const form = detail.cookedForms.find((f) => f.id === formIdOf(preparation)) ?? null;
  const cookedDetail = useFoodDetail(form?.id ?? null);
  const nutritionSource = form ? cookedDetail.data : detail;
  const weighedRaw = isWeighedRaw(preparation);
  const cookedYield = form ? form.cookedYield : preparation === "raw" ? detail.cookedYield : null;
  const yieldSource = form ? form.yieldSource : detail.yieldSource;

  const amount = amountText.trim() === "" ? Number.NaN : Number(amountText);
  const weighedGrams = amount > 0 ? gramsFor(amount, unit, detail.portions) : undefined;
  const preview = nutritionSource ? nutritionPreview(nutritionSource, amount, unit, cookedYield) : undefined;
  const units = unitOptions(detail, weighedRaw);
  const portion = units.find((u) => u.value === unit && u.grams !== undefined);
  const preparations = preparationOptions(detail, editing === null);

  const fast = useEndFastOnLog({
    activeFast,
    onEndFast,
    adding: editing === null,
    mealTime: fromDateTimeLocal(eatenAt),
    // Not awaited: the dialog closes at once, the day's fasts follow.
    afterEnd: () => void client.invalidateQueries({ queryKey: foodKeys.days() }),
  });
  // Which button sent the form ("End fast and add" or "Add to log"), for its spinner.
  const [choice, setChoice] = useState<"add" | "end-fast">("add");

  const log = useLogEntryMutation();
  const update = useUpdateEntryMutation();

  // The server's refusal of a time after now is about the time field: said there, not in a toast.
  const timeRefused = (error: unknown) => {
    // The server names the field first ("eatenAt: …").
    if (!errorMessage(error).endsWith(FUTURE_MEAL_MESSAGE)) return false;
    setError("eatenAt", { message: FUTURE_MEAL_MESSAGE }, { shouldFocus: true });
    return true;
  };

  const save = async (changes: Parameters<typeof update.mutateAsync>[0]) => {
    try {
      await update.mutateAsync(changes);
    } catch (error) {
      if (timeRefused(error)) return;
      reportFailure("Couldn't save your changes", error);
      return;
    }
    toast.success("Entry updated");
    onClose();
  };

  const add = async (values: LogFoodValues, endFast: boolean) => {
    const body = logBodyOf(detail, values);
    let entry: FoodEntry;
    try {
      entry = await log.mutateAsync(body);
    } catch (error) {
      if (timeRefused(error)) return;
      reportFailure("Couldn't add this food", error);
      return;
    }
    const when = new Date(body.eatenAt);
    const details = [`${everydayName(entry.food)}: ${entryAmountText(entry)}.`];
    if (localDateOf(when) !== date) details.push(`Logged on ${formatDay(localDateOf(when))}.`);
    const fastEnded = endFast ? await fast.endWith(when) : null;
    if (fastEnded) details.push(fastEnded);
    toast.success("Added to your log", { description: details.join(" ") });
    onAdded?.();
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The button that sent the form (Enter sends it with the first one, "Add to log").
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const endFast = submitter?.getAttribute("data-action") === "end-fast";
    setChoice(endFast ? "end-fast" : "add");
    void handleSubmit((values) => (editing ? save({ id: editing.id, changes: updateBodyOf(values, defaults) }) : add(values, endFast)))(
      event,
    );
  };

  const preparationField = register("preparation", {
    // A raw weight is a weight: a portion of the cooked food is not a raw amount.
    onChange: (event: { target: { value: string } }) => {
      if (isWeighedRaw(event.target.value) && !isWeight(getValues("unit"))) setValue("unit", "g");
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start gap-3">
        <FormField
          id="log-amount"
          label="Amount"
          type="number"
          inputMode="decimal"
          step="any"
          min="0"
          placeholder="e.g. 200"
          autoFocus
          // A prefilled amount (the last one, or one piece) is replaced by what is typed.
          onFocus={(event) => event.currentTarget.select()}
          {...field("amount")}
        />
        <SelectField
          id="log-unit"
          label="Unit"
          hint={portion && `${portion.label} = ${formatNumber(portion.grams ?? 0)} g`}
          defaultValue={defaults.unit}
          {...register("unit")}
        >
          <Options options={units} />
        </SelectField>
      </div>

      {preparations && <PreparationField choice={preparations} defaultValue={defaults.preparation} registration={preparationField} />}
      {weighedRaw && cookedYield !== null && (
        <p role="status" className="rounded-md border border-border bg-background/60 px-3 py-2 text-sm">
          {weighedGrams !== undefined
            ? `${yieldSentence(weighedGrams, cookedYield, yieldSource)}.`
            : `Enter the raw weight: we convert it with the cooked yield (${yieldSource === "protein-retention" ? "estimated from protein retention" : "USDA"}).`}
          {form && <span className="mt-0.5 block text-xs text-muted-foreground">Logged as {form.name}.</span>}
        </p>
      )}

      <NutritionPreviewPanel preview={preview} loading={form !== null && cookedDetail.isPending} cooked={weighedRaw} />

      <FormField id="log-time" label="Time" type="datetime-local" {...field("eatenAt")} />
      <FormField
        id="log-note"
        label="Note"
        placeholder={notePlaceholder(detail)}
        maxLength={NOTE_MAX}
        autoComplete="off"
        {...field("note")}
      />

      {fast.offer && <EndFastNotice since={fast.offer.since} endsAt={fast.offer.endsAt} />}

      <DialogFooter>
        {editing ? (
          <Button type="submit" pending={isSubmitting}>
            Save changes
          </Button>
        ) : (
          <>
            <Button type="submit" variant={fast.offer ? "outline" : "default"} disabled={isSubmitting} data-action="add">
              {isSubmitting && choice === "add" && <Spinner />}
              Add to log
            </Button>
            {fast.offer && (
              <Button type="submit" disabled={isSubmitting} data-action="end-fast">
                {isSubmitting && choice === "end-fast" ? <Spinner /> : <Flame aria-hidden="true" />}
                End fast and add
              </Button>
            )}
          </>
        )}
      </DialogFooter>
    </form>
  );
}
