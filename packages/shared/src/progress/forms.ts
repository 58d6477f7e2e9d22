/** The progress forms (zod/mini, small enough for a lazy chunk): the bounds in the user's units; the server checks in metric. */
import * as z from "zod/mini";
import { PHOTO_POSES } from "../photos";
import {
  BODY_FAT_BOUNDS_MESSAGE,
  BODY_FAT_MAX,
  BODY_FAT_MIN,
  JOURNAL_NOTE_MAX,
  JOURNAL_TAGS,
  MEASUREMENT_MAX_CM,
  MEASUREMENT_MIN_CM,
  MEASUREMENTS,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  lengthBoundsMessage,
  notANumberMessage,
  toCm,
  toKg,
  weightBoundsMessage,
  type LengthUnit,
  type MeasurementKey,
  type WeightUnit,
} from "./rules";
import { formatNumber } from "../text/rules";

/** A text field whose value `problem` finds fault with (null: none). */
const checked = (problem: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: "custom", message, input: value });
    }),
  );

/** Every "Date" field here: a day, and not one that hasn't come yet (`today`, the user's). */
export const dayField = (today: string) =>
  checked((value) => (!value ? "Pick a day." : value > today ? "Pick today or a day before it." : null));

/** A weight as typed, in the user's unit: stored within WEIGHT_MIN_KG–WEIGHT_MAX_KG. */
export const weightField = (unit: WeightUnit) =>
  checked((value) => {
    if (value.trim() === "") return "Enter your weight.";
    const number = Number(value);
    if (!Number.isFinite(number)) return notANumberMessage("Weight");
    const kg = toKg(number, unit);
    return kg >= WEIGHT_MIN_KG && kg <= WEIGHT_MAX_KG ? null : weightBoundsMessage(unit);
  });

/** "Log weight": one weigh-in a day. */
export const logWeightForm = (unit: WeightUnit, today: string) => z.object({ weight: weightField(unit), date: dayField(today) });
export type LogWeightForm = z.infer<ReturnType<typeof logWeightForm>>;

/** A tape measurement as typed, in the user's unit; empty is "not measured". */
const lengthField = (label: string, unit: LengthUnit) =>
  checked((value) => {
    if (value.trim() === "") return null;
    const n = Number(value);
    if (!Number.isFinite(n)) return notANumberMessage(label);
    const cm = toCm(n, unit);
    return cm >= MEASUREMENT_MIN_CM && cm <= MEASUREMENT_MAX_CM ? null : lengthBoundsMessage(label, unit);
  });

const bodyFatField = checked((value) => {
  if (value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= BODY_FAT_MIN && n <= BODY_FAT_MAX ? null : BODY_FAT_BOUNDS_MESSAGE;
});

/** The day's measurements: any of them (whether there is one at all is the form's toast to say). */
export const measurementsForm = (unit: LengthUnit, today: string) =>
  z.object({
    ...(Object.fromEntries(MEASUREMENTS.map((m) => [m.key, lengthField(m.label, unit)])) as Record<
      MeasurementKey,
      ReturnType<typeof lengthField>
    >),
    bodyFatPct: bodyFatField,
    date: dayField(today),
  });
export type MeasurementsForm = z.infer<ReturnType<typeof measurementsForm>>;

/** A progress photo's day and pose (the file's own checks are the form's). */
export const photoForm = (today: string) => z.object({ takenOn: dayField(today), pose: z.enum(PHOTO_POSES) });

/** Scores are strings in the form ("" = not rated), as radio values are. */
const scoreField = z.enum(["", "1", "2", "3", "4", "5"]);

/** A day's journal entry (whether it says anything at all is the form's toast to say). */
export const journalForm = z.object({
  energy: scoreField,
  mood: scoreField,
  sleep: scoreField,
  digestion: scoreField,
  tags: z.array(z.enum(JOURNAL_TAGS)),
  note: z.string().check(z.maxLength(JOURNAL_NOTE_MAX, `Keep the note to ${formatNumber(JOURNAL_NOTE_MAX)} characters.`)),
});
export type JournalForm = z.infer<typeof journalForm>;
