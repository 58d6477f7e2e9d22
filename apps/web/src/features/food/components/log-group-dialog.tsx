import { type FoodDetail, type SavedMeal, logGroupForm, type LogGroupForm, FUTURE_MEAL_MESSAGE, type AmountUnit } from "@app/shared/food";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueries } from "@tanstack/react-query";
import { Trash2, X } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogFor } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, Options } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/errors";
import { formatDay } from "@/lib/format";
import { fromDateTimeLocal, localDateOf, toDateTimeLocal, todayLocal, userTimeZone } from "@/lib/local-day";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { foodDetailQuery, useDeleteSavedMealMutation, useLogGroupMutation, usePatchSavedMealMutation } from "../api/food-queries";
import { entryAmountText, unitOptions } from "../food-units";
import { firstServing, newMealTime, type GroupItemDraft } from "../log-form";
import { everydayName } from "./food-name";
import { FoodsDialogContent } from "./log-food-dialog";
import { fieldProps } from "@/lib/form-fields";

/** What the group dialog adds: foods picked from search, or a saved meal's foods. */
export interface LogGroup {
  items: GroupItemDraft[];
  /** The saved meal they come from: its name is the title, and it can be set to every day or deleted. */
  meal?: SavedMeal;
}

interface LogGroupDialogProps {
  /** null: closed. */
  group: LogGroup | null;
  onClose: () => void;
  /** The day the log shows: the group's time starts on it. */
  date: string;
  /** The shown day's last meal time (ISO), which a past day's group starts at. */
  dayMealTime?: string | null;
  /** Where the focus goes once the group is added (the search box, for what comes next). */
  focusAfterAdd?: () => void;
}

/**
 * "Add several at once": each food's amount and unit (the last used, or one piece, to start with),
 * one time for them all ("Breakfast at 8:00"), one Add. Enter adds.
 */
export function LogGroupDialog({ group, onClose, ...rest }: LogGroupDialogProps) {
  return (
    <DialogFor value={group} onClose={onClose}>
      {(group) => <LogGroupContent group={group} onClose={onClose} {...rest} />}
    </DialogFor>
  );
}

function LogGroupContent({ group, onClose, focusAfterAdd, ...rest }: LogGroupDialogProps & { group: LogGroup }) {
  const details = useQueries({ queries: group.items.map((item) => foodDetailQuery(item.food.id)) });
  const added = useRef(false);
  const ready = details.every((d) => d.data !== undefined);
  return (
    <FoodsDialogContent
      title={group.meal?.name ?? (group.items.length === 1 ? "Add 1 food" : `Add ${group.items.length} foods`)}
      description="How much of each, and when? They go in at one time."
      focusAfterAdd={focusAfterAdd}
      added={added}
      ready={ready}
      failed={details.find((d) => d.isError)}
      loadingText="Loading these foods…"
    >
      {ready && (
        <GroupForm group={group} details={details.map((d) => d.data!)} onClose={onClose} onAdded={() => (added.current = true)} {...rest} />
      )}
    </FoodsDialogContent>
  );
}

function GroupForm({
  group,
  details: allDetails,
  date,
  dayMealTime,
  onClose,
  onAdded,
}: Omit<LogGroupDialogProps, "group" | "focusAfterAdd"> & { group: LogGroup; details: FoodDetail[]; onAdded: () => void }) {
  // Which of the group's foods are still in it (one can be left out before adding).
  const [kept, setKept] = useState(() => group.items.map((_, i) => i));
  const details = kept.map((i) => allDetails[i]!);
  const [defaults] = useState<LogGroupForm>(() => ({
    items: group.items.map((item, i) =>
      item.saved ? { amount: String(item.saved.amount), unit: item.saved.unit } : firstServing(allDetails[i]!, item.last),
    ),
    time: toDateTimeLocal(newMealTime(date, dayMealTime)).slice(11, 16),
  }));
  const schema = useMemo(
    () =>
      logGroupForm(
        details.map((d) => d.portions),
        date,
      ),
    [details, date],
  );
  const { register, handleSubmit, control, setError, formState } = useForm<LogGroupForm>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const { fields, remove } = useFieldArray({ control, name: "items" });
  const log = useLogGroupMutation();

  const add = async (values: LogGroupForm) => {
    const eatenAt = fromDateTimeLocal(`${date}T${values.time}`)!;
    let logged;
    try {
      logged = await log.mutateAsync({
        eatenAt: eatenAt.toISOString(),
        items: values.items.map((item, i) => {
          const draft = group.items[kept[i]!]!;
          const weighed = draft.saved?.weighed ?? (draft.last?.weighed === "raw" && details[i]!.cookedYield !== null ? "raw" : "as-eaten");
          return { foodId: details[i]!.id, amount: Number(item.amount), unit: item.unit as AmountUnit, weighed };
        }),
      });
    } catch (error) {
      if (errorMessage(error).endsWith(FUTURE_MEAL_MESSAGE)) {
        setError("time", { message: FUTURE_MEAL_MESSAGE }, { shouldFocus: true });
        return;
      }
      reportFailure("Couldn't add these foods", error);
      return;
    }
    const parts = [logged.map((entry) => `${everydayName(entry.food)}: ${entryAmountText(entry)}`).join(", ") + "."];
    if (localDateOf(eatenAt) !== todayLocal()) parts.push(`Logged on ${formatDay(localDateOf(eatenAt))}.`);
    toast.success("Added to your log", { description: parts.join(" ") });
    onAdded();
    onClose();
  };

  return (
    <form onSubmit={(event) => void handleSubmit(add)(event)} noValidate className="grid gap-5">
      <ul className="grid gap-3" aria-label="Foods to add">
        {fields.map((field, i) => {
          const detail = details[i]!;
          const name = everydayName(detail);
          const error = errors.items?.[i]?.amount?.message;
          return (
            <li key={field.id} className="grid gap-1.5">
              <label htmlFor={`group-amount-${i}`} className="text-sm font-semibold">
                {name}
              </label>
              <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-start gap-2">
                <Input
                  id={`group-amount-${i}`}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min="0"
                  placeholder="e.g. 200"
                  autoFocus={i === 0}
                  // A prefilled amount (the last one, or one piece) is replaced by what is typed.
                  onFocus={(event) => event.currentTarget.select()}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `group-amount-${i}-error` : undefined}
                  {...register(`items.${i}.amount`)}
                />
                <NativeSelect aria-label={`Unit of ${name}`} defaultValue={field.unit} {...register(`items.${i}.unit`)}>
                  <Options options={unitOptions(detail)} />
                </NativeSelect>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Leave out ${name}`}
                  disabled={fields.length === 1}
                  onClick={() => {
                    remove(i);
                    setKept((k) => k.filter((_, j) => j !== i));
                  }}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {error && (
                <p id={`group-amount-${i}-error`} className="text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>

      <FormField id="group-time" label="Time" type="time" hint={`On ${formatDay(date)}.`} {...field("time")} />

      {group.meal && <SavedMealControls meal={group.meal} onDeleted={onClose} />}

      <DialogFooter>
        <Button type="submit" pending={isSubmitting}>
          {fields.length === 1 ? "Add to log" : `Add ${fields.length} to log`}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A saved meal's own settings: "Every day" (added to each new day until turned off), and deleting it. */
function SavedMealControls({ meal, onDeleted }: { meal: SavedMeal; onDeleted: () => void }) {
  const patch = usePatchSavedMealMutation();
  const remove = useDeleteSavedMealMutation();
  const [everyDay, setEveryDay] = useState(meal.everyDay);
  return (
    <div className="grid gap-3 rounded-lg border border-border p-3">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="saved-meal-every-day" className="grid gap-0.5 text-sm">
          <span className="font-semibold">Every day</span>
          <span className="text-xs text-muted-foreground">Added to each new day, from tomorrow, until you turn it off.</span>
        </label>
        <Switch
          id="saved-meal-every-day"
          checked={everyDay}
          disabled={patch.isPending}
          onCheckedChange={(on) => {
            setEveryDay(on);
            patch.mutate(
              { id: meal.id, changes: { everyDay: on, tz: userTimeZone() } },
              {
                onSuccess: () => toast.success(on ? `${meal.name}: every day from tomorrow` : `${meal.name}: no longer every day`),
                onError: (error) => {
                  setEveryDay(!on);
                  reportFailure("Couldn't change this meal", error);
                },
              },
            );
          }}
        />
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(meal.id, {
            onSuccess: () => {
              toast("Meal deleted", { description: `${meal.name}. What it logged stays in your log.` });
              onDeleted();
            },
            onError: (error) => reportFailure("Couldn't delete this meal", error),
          })
        }
      >
        <Trash2 aria-hidden="true" />
        Delete meal
      </Button>
    </div>
  );
}
