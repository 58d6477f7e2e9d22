import type { LogEntryBody, UpdateEntryBody } from "@app/shared";
import type { FoodDetail, FoodEntry, FoodSummary } from "@app/shared/contracts/food";
import { zodResolver } from "@hookform/resolvers/zod";
import { Flame, RefreshCw } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { useFoodDetail, useLogEntryMutation, useUpdateEntryMutation } from "../api/food-queries";
import { useNow } from "../hooks/use-now";
import { entryAmountText, gramsForUnit, unitForEntry, unitOptions } from "../food-units";
import {
  defaultMealTime,
  formatClock,
  formatDay,
  formatDayAndClock,
  fromDateTimeLocal,
  localDateOf,
  toDateTimeLocal,
} from "@/lib/local-day";
import { logFoodForm, type LogFoodFormValues } from "../log-form";
import { cookedFormLabel, nutritionPreview, yieldSentence } from "../nutrition";
import { NutritionPreviewPanel } from "./nutrition-preview";

/** What the dialog is for: adding a food chosen from search, or editing an entry of the log. */
export type LogTarget = { mode: "add"; food: FoodSummary } | { mode: "edit"; entry: FoodEntry };

/** The running fast, as the page that composes food and fasting passes it in. */
export interface ActiveFast {
  startTime: string;
}

interface LogFoodDialogProps {
  /** null: closed. */
  target: LogTarget | null;
  onClose: () => void;
  /** The day the log shows: a new meal's time starts on it. */
  date: string;
  /** A fast running when a meal is added after its start: the dialog offers to end it at the meal time. */
  activeFast?: ActiveFast | null;
  /** Ends the running fast at `endTime` (ISO); rejects with the server's error. */
  onEndFast?: (endTime: string) => Promise<unknown>;
}

/** Log a food (or edit an entry): amount and unit, raw or cooked weight, time, note, and a live nutrition preview. */
export function LogFoodDialog({ target, onClose, ...rest }: LogFoodDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {target && <LogFoodDialogContent target={target} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function LogFoodDialogContent({ target, onClose, ...rest }: LogFoodDialogProps & { target: LogTarget }) {
  const food = target.mode === "add" ? target.food : target.entry.food;
  const detail = useFoodDetail(food.id);
  return (
    <DialogContent className="sm:max-w-lg">
      <DialogHeader>
        <DialogTitle>{food.name}</DialogTitle>
        <DialogDescription>
          {target.mode === "add" ? "How much did you eat, and when?" : "Change the amount, time or note of this entry."}
        </DialogDescription>
      </DialogHeader>
      {detail.data ? (
        <LogFoodForm key={food.id} target={target} detail={detail.data} onClose={onClose} {...rest} />
      ) : detail.isError ? (
        <div className="grid justify-items-center gap-3 py-6 text-center text-sm text-muted-foreground">
          <p>{errorMessage(detail.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground" aria-busy="true">
          <Spinner className="size-5 text-primary" />
          Loading this food…
        </div>
      )}
    </DialogContent>
  );
}

/**
 * When a fast ends with a meal: at the meal time, but never in the future (the server refuses it;
 * a meal logged ahead ends the fast now) nor before the fast began (a meal in its first minute).
 */
function fastEndFor(mealTime: number, fastStart: number, now = Date.now()): number {
  return Math.max(fastStart, Math.min(mealTime, now));
}

const isWeight = (unit: string) => unit === "g" || unit === "oz";
const formIdOf = (preparation: string) => (preparation.startsWith("form:") ? preparation.slice("form:".length) : null);

/** The form's first values: a new meal now (on the shown day), or the entry as it was logged. */
function initialValues(target: LogTarget, date: string): LogFoodFormValues {
  if (target.mode === "add") {
    return { amount: "", unit: "g", preparation: "as-eaten", eatenAt: toDateTimeLocal(defaultMealTime(date)), note: "" };
  }
  const { entry } = target;
  const unit = unitForEntry(entry);
  // A portion the food no longer has (or a raw weight given in portions) is edited as grams.
  const asGrams = unit === undefined || (entry.weighed === "raw" && !isWeight(unit));
  return {
    amount: String(asGrams ? Math.round(entry.weighedGrams * 10) / 10 : entry.amount),
    unit: asGrams ? "g" : unit,
    preparation: entry.weighed,
    eatenAt: toDateTimeLocal(new Date(entry.eatenAt)),
    note: entry.note ?? "",
  };
}

interface PreparationOption {
  value: string;
  label: string;
}

/**
 * How the amount was weighed or eaten. A cooked food with a yield: as eaten, or weighed raw. A raw
 * food with cooked forms (new entries only, since an entry keeps its food): raw, or one of them.
 */
function preparationOptions(detail: FoodDetail, adding: boolean): { kind: "weighed" | "forms"; options: PreparationOption[] } | null {
  if (adding && detail.cookedForms.length > 0) {
    return {
      kind: "forms",
      options: [
        { value: "as-eaten", label: detail.cookedYield === null ? "Eaten raw" : "As listed" },
        ...(detail.cookedYield !== null ? [{ value: "raw", label: "As listed, weighed raw (before cooking)" }] : []),
        ...detail.cookedForms.map((form) => ({
          value: `form:${form.id}`,
          label: `${cookedFormLabel(detail.name, form.name)}, weighed raw`,
        })),
      ],
    };
  }
  if (detail.cookedYield !== null) {
    return {
      kind: "weighed",
      options: [
        { value: "as-eaten", label: "Weighed as eaten" },
        { value: "raw", label: "Weighed raw (before cooking)" },
      ],
    };
  }
  return null;
}

interface LogFoodFormProps extends Omit<LogFoodDialogProps, "target"> {
  target: LogTarget;
  detail: FoodDetail;
}

function LogFoodForm({ target, detail, date, activeFast, onEndFast, onClose }: LogFoodFormProps) {
  const editing = target.mode === "edit" ? target.entry : null;
  const [defaults] = useState(() => initialValues(target, date));
  const schema = useMemo(
    () => logFoodForm(detail.portions, editing ? defaults.eatenAt : undefined),
    [detail.portions, editing, defaults.eatenAt],
  );
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LogFoodFormValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const [amountText, unit, preparation, eatenAt] = useWatch({ control, name: ["amount", "unit", "preparation", "eatenAt"] });

  // What the amount is of: the food itself, or (weighed raw) the cooked form it became.
  const form = detail.cookedForms.find((f) => f.id === formIdOf(preparation)) ?? null;
  const cookedDetail = useFoodDetail(form?.id ?? null);
  const nutritionSource = form ? cookedDetail.data : detail;
  const weighedRaw = form !== null || preparation === "raw";
  const cookedYield = form ? form.cookedYield : preparation === "raw" ? detail.cookedYield : null;
  const yieldSource = form ? form.yieldSource : detail.yieldSource;

  const amount = amountText.trim() === "" ? Number.NaN : Number(amountText);
  const weighedGrams = amount > 0 ? gramsForUnit(amount, unit, detail.portions) : undefined;
  const preview = nutritionSource ? nutritionPreview(nutritionSource, amount, unit, cookedYield) : undefined;
  const units = unitOptions(detail, weighedRaw);
  const portion = units.find((u) => u.value === unit && u.grams !== undefined);
  const preparations = preparationOptions(detail, editing === null);

  const mealTime = fromDateTimeLocal(eatenAt);
  // The time field has minutes only: a meal in the minute the fast started counts as after it.
  const fastStart = activeFast ? Date.parse(activeFast.startTime) : Number.NaN;
  const fastApplies =
    editing === null && onEndFast !== undefined && mealTime !== null && mealTime.getTime() >= fastStart - (fastStart % 60_000);

  // Which button sent the form ("End fast and add" or "Add to log"), for its spinner.
  const [choice, setChoice] = useState<"add" | "end-fast">("add");
  const now = useNow(15_000);

  const log = useLogEntryMutation();
  const update = useUpdateEntryMutation();

  const submit = async (values: LogFoodFormValues, endFast: boolean) => {
    const when = fromDateTimeLocal(values.eatenAt)!;
    const formId = formIdOf(values.preparation);
    const weighed = formId !== null || values.preparation === "raw" ? "raw" : "as-eaten";
    const note = values.note.trim();
    if (editing) {
      const changes: UpdateEntryBody = { amount: Number(values.amount), unit: values.unit, weighed, note: note || null };
      // The time field has minutes only: an unchanged one keeps the stored time to the second.
      if (values.eatenAt !== defaults.eatenAt) changes.eatenAt = when.toISOString();
      try {
        await update.mutateAsync({ id: editing.id, changes });
      } catch (error) {
        toast.error("Couldn't save your changes", { description: errorMessage(error) });
        return;
      }
      toast.success("Entry updated");
      onClose();
      return;
    }

    const body: LogEntryBody = {
      foodId: formId ?? detail.id,
      amount: Number(values.amount),
      unit: values.unit,
      weighed,
      eatenAt: when.toISOString(),
      ...(note && { note }),
    };
    let entry: FoodEntry;
    try {
      entry = await log.mutateAsync(body);
    } catch (error) {
      toast.error("Couldn't add this food", { description: errorMessage(error) });
      return;
    }
    const details = [`${entry.food.name}: ${entryAmountText(entry)}.`];
    if (localDateOf(when) !== date) details.push(`Logged on ${formatDay(localDateOf(when))}.`);
    if (endFast && fastApplies && onEndFast) {
      const endTime = new Date(fastEndFor(when.getTime(), fastStart)).toISOString();
      try {
        await onEndFast(endTime);
        details.push(`Your fast ended at ${formatClock(endTime)}.`);
      } catch (error) {
        toast.error("Couldn't end your fast", { description: errorMessage(error) });
      }
    }
    toast.success("Added to your log", { description: details.join(" ") });
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The button that sent the form (Enter sends it with the first one, "Add to log").
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const endFast = submitter?.getAttribute("data-action") === "end-fast";
    setChoice(endFast ? "end-fast" : "add");
    void handleSubmit((values) => submit(values, endFast))(event);
  };

  const onPreparationChange = (value: string) => {
    const raw = value === "raw" || value.startsWith("form:");
    if (raw && !isWeight(getValues("unit"))) setValue("unit", "g");
  };

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
          error={errors.amount?.message}
          {...register("amount")}
        />
        <SelectField
          id="log-unit"
          label="Unit"
          hint={portion && `${portion.label} = ${(portion.grams ?? 0).toLocaleString("en-US", { maximumFractionDigits: 1 })} g`}
          defaultValue={defaults.unit}
          {...register("unit")}
        >
          {units.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>

      {preparations?.kind === "weighed" && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">How you weighed it</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {preparations.options.map((option) => (
              <label
                key={option.value}
                className={cn(
                  "flex cursor-pointer items-center gap-2.5 rounded-md border border-input bg-surface px-3 py-2.5 text-sm",
                  "has-checked:border-primary/60 has-checked:bg-primary-soft/60 has-focus-visible:ring-4 has-focus-visible:ring-ember/20",
                )}
              >
                <input
                  type="radio"
                  value={option.value}
                  className="size-4 accent-primary"
                  {...register("preparation", { onChange: (event) => onPreparationChange(event.target.value) })}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {preparations?.kind === "forms" && (
        <SelectField
          id="log-preparation"
          label="Raw or cooked"
          hint="Weighed it raw and cooked it? Pick how: we log the cooked food it became."
          defaultValue={defaults.preparation}
          {...register("preparation", { onChange: (event) => onPreparationChange(event.target.value) })}
        >
          {preparations.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      {weighedRaw && cookedYield !== null && (
        <p role="status" className="rounded-md border border-border bg-background/60 px-3 py-2 text-sm">
          {weighedGrams !== undefined
            ? `${yieldSentence(weighedGrams, cookedYield, yieldSource)}.`
            : `Enter the raw weight: we convert it with the cooked yield (${yieldSource === "protein-retention" ? "estimated from protein retention" : "USDA"}).`}
          {form && <span className="mt-0.5 block text-xs text-muted-foreground">Logged as {form.name}.</span>}
        </p>
      )}

      <NutritionPreviewPanel preview={preview} loading={form !== null && cookedDetail.isPending} cooked={weighedRaw} />

      <FormField id="log-time" label="Time" type="datetime-local" error={errors.eatenAt?.message} {...register("eatenAt")} />
      <FormField
        id="log-note"
        label="Note"
        placeholder="Optional, e.g. soft-boiled"
        maxLength={500}
        autoComplete="off"
        error={errors.note?.message}
        {...register("note")}
      />

      {fastApplies && (
        <div className="flex gap-3 rounded-lg border border-ember/30 bg-ember-soft/70 p-3 text-sm">
          <Flame aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-strong" />
          <p>
            <strong className="font-semibold">You're fasting</strong> since {formatDayAndClock(activeFast!.startTime)}. End your fast at{" "}
            {formatClock(new Date(fastEndFor(mealTime!.getTime(), fastStart, now)))}, with this meal?
          </p>
        </div>
      )}

      <DialogFooter>
        {editing ? (
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            Save changes
          </Button>
        ) : (
          <>
            <Button type="submit" variant={fastApplies ? "outline" : "default"} disabled={isSubmitting} data-action="add">
              {isSubmitting && choice === "add" && <Spinner />}
              Add to log
            </Button>
            {fastApplies && (
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
