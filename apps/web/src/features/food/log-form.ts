import type {
  LogEntryBody,
  UpdateEntryBody,
  FoodDetail,
  FoodEntry,
  FoodSummary,
  LastServing,
  LogFoodForm,
  AmountUnit,
} from "@app/shared/food";
import { defaultMealTime, fromDateTimeLocal, toDateTimeLocal, todayLocal } from "@/lib/local-day";
import { pieceUnit, unitForEntry, unitOptions } from "./food-units";
import { cookedFormLabel } from "./nutrition";

/*
 * The log dialog's form (its rules: logFoodForm in @app/shared/food): its first
 * values, the ways a food can be weighed, and the request the values send.
 */

/**
 * What the dialog is for: adding a food chosen from search (`last`: the amount it was last logged
 * in, for a food from Recent or Favourites), or editing an entry of the log.
 */
export type LogTarget = { mode: "add"; food: FoodSummary; last?: LastServing } | { mode: "edit"; entry: FoodEntry };

/**
 * One food of a group added at one time: picked from search (`last`: its last amount, if any), or
 * one of a saved meal's foods (`amount`, `unit`, `weighed` as saved).
 */
export interface GroupItemDraft {
  food: FoodSummary;
  last?: LastServing | undefined;
  saved?: { amount: number; unit: AmountUnit; weighed: "as-eaten" | "raw" };
}

// A preparation: "as-eaten", "raw" (a cooked food weighed before cooking), or "form:<id>" (a raw
// food eaten as one of its cooked forms: logged as that food, weighed raw).
export const isWeight = (unit: string) => unit === "g" || unit === "oz";
export const formIdOf = (preparation: string) => (preparation.startsWith("form:") ? preparation.slice("form:".length) : null);
/** Whether the amount is a raw weight (converted with a cooked yield). */
export const isWeighedRaw = (preparation: string) => preparation === "raw" || formIdOf(preparation) !== null;

/**
 * A new amount's first amount and unit: as the food was last logged (when the food still has that
 * unit), else one of its pieces ("1 large"), else grams to type.
 */
export function firstServing(
  detail: Pick<FoodDetail, "source" | "group" | "portions">,
  last?: LastServing,
): { amount: string; unit: AmountUnit } {
  if (last && unitOptions(detail).some((u) => u.value === last.unit)) return { amount: String(last.amount), unit: last.unit };
  const unit = pieceUnit(detail);
  return { amount: unit === "g" ? "" : "1", unit };
}

/**
 * The time a new meal starts at on the shown day: now today; on another day, that day's last meal
 * time when it has one (`dayMealTime`), so a past day's foods go in at its meals, else the clock's
 * time on that day.
 */
export function newMealTime(date: string, dayMealTime?: string | null): Date {
  if (dayMealTime && date !== todayLocal()) return new Date(dayMealTime);
  return defaultMealTime(date);
}

/** The form's first values: a new meal (on the shown day), or the entry as it was logged. */
export function initialValues(target: LogTarget, date: string, detail?: FoodDetail, dayMealTime?: string | null): LogFoodForm {
  if (target.mode === "add") {
    const serving = detail ? firstServing(detail, target.last) : { amount: "", unit: "g" as const };
    const weighedRaw = target.last?.weighed === "raw" && detail?.cookedYield != null && isWeight(serving.unit);
    return {
      ...serving,
      preparation: weighedRaw ? "raw" : "as-eaten",
      eatenAt: toDateTimeLocal(newMealTime(date, dayMealTime)),
      note: "",
    };
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

export interface PreparationOption {
  value: string;
  label: string;
}

export interface PreparationChoice {
  /** "weighed": as eaten or raw, of this food; "forms": raw, or one of its cooked forms. */
  kind: "weighed" | "forms";
  options: PreparationOption[];
}

/**
 * How the amount was weighed or eaten. A cooked food with a yield: as eaten, or weighed raw. A raw
 * food with cooked forms (new entries only, since an entry keeps its food): raw, or one of them.
 */
export function preparationOptions(detail: FoodDetail, adding: boolean): PreparationChoice | null {
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

/** The request that logs valid values: the food (its cooked form, when weighed raw as one), amount, unit, time, note. */
export function logBodyOf(detail: FoodDetail, values: LogFoodForm): LogEntryBody {
  const note = values.note.trim();
  return {
    foodId: formIdOf(values.preparation) ?? detail.id,
    amount: Number(values.amount),
    unit: values.unit,
    weighed: isWeighedRaw(values.preparation) ? "raw" : "as-eaten",
    eatenAt: fromDateTimeLocal(values.eatenAt)!.toISOString(),
    ...(note && { note }),
  };
}

/** The change an edit sends: the time only when it was changed (the field has minutes only: an unchanged one keeps the stored time to the second). */
export function updateBodyOf(values: LogFoodForm, initial: LogFoodForm): UpdateEntryBody {
  const changes: UpdateEntryBody = {
    amount: Number(values.amount),
    unit: values.unit,
    weighed: isWeighedRaw(values.preparation) ? "raw" : "as-eaten",
    note: values.note.trim() || null,
  };
  if (values.eatenAt !== initial.eatenAt) changes.eatenAt = fromDateTimeLocal(values.eatenAt)!.toISOString();
  return changes;
}
