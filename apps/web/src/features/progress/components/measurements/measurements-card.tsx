import { LoadError } from "@/components/ui/load-error";
import {
  measurementsForm,
  type MeasurementsForm,
  formatDelta,
  fromCm,
  MEASUREMENTS,
  toCm,
  type LengthUnit,
  type MeasurementKey,
  type ProgressRange,
  type MeasurementBody,
  type MeasurementEntry,
} from "@app/shared/progress";
import { zodResolver } from "@hookform/resolvers/zod";
import { Ruler, Trash2 } from "lucide-react";
import { lazy, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { LazyChart } from "@/components/chart-figure";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField, SelectField } from "@/components/ui/form-field";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { isLocked } from "@/lib/errors";
import { formatDay } from "@/lib/format";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import type { ProgressAccess } from "../../access";
import { useDeleteMeasurements, useMeasurements, useSaveMeasurements } from "../../api/progress-queries";
import { RangePicker } from "../range-picker";
import { fieldProps } from "@/lib/form-fields";
import { Options } from "@/components/ui/native-select";

const ProgressChart = lazy(() => import("../progress-chart"));

type Field = MeasurementKey | "bodyFatPct";

const LABELS: Record<Field, string> = {
  ...Object.fromEntries(MEASUREMENTS.map((m) => [m.key, m.label])),
  bodyFatPct: "Body fat",
} as Record<Field, string>;

/** Only the fields filled in: the server merges them into the day's measurements, keeping the rest. */
export function toBody(form: MeasurementsForm, unit: LengthUnit): MeasurementBody {
  const body: MeasurementBody = { date: form.date };
  for (const m of MEASUREMENTS) if (form[m.key].trim() !== "") body[m.key] = toCm(Number(form[m.key]), unit);
  if (form.bodyFatPct.trim() !== "") body.bodyFatPct = Number(form.bodyFatPct);
  return body;
}

const emptyForm = (date: string): MeasurementsForm => ({
  date,
  waistCm: "",
  hipsCm: "",
  chestCm: "",
  armCm: "",
  thighCm: "",
  neckCm: "",
  bodyFatPct: "",
});

interface MeasurementsCardProps {
  unit: LengthUnit;
  today: string;
  access: ProgressAccess;
  upgradePrompt: ReactNode;
}

/** Body measurements (Premium): the day's tape measurements, and a chart of one of them over a range. */
export function MeasurementsCard({ unit, today, access, upgradePrompt }: MeasurementsCardProps) {
  return (
    <Card as="section" aria-labelledby="measurements-title">
      <CardHeader>
        <SectionHeading id="measurements-title" icon={<Ruler />}>
          Body measurements
        </SectionHeading>
        <CardDescription>The tape often moves when the scale doesn't: measure once a week, at the same time of day.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {access === "premium" ? (
          <>
            <MeasurementsForm unit={unit} today={today} />
            <MeasurementsChart unit={unit} today={today} upgradePrompt={upgradePrompt} />
          </>
        ) : access === "free" ? (
          <div className="grid justify-items-center py-4">{upgradePrompt}</div>
        ) : (
          <div className="h-40 animate-pulse rounded-lg bg-muted/50" />
        )}
      </CardContent>
    </Card>
  );
}

function MeasurementsForm({ unit, today }: { unit: LengthUnit; today: string }) {
  const save = useSaveMeasurements();
  const { register, handleSubmit, reset, formState } = useForm<MeasurementsForm>({
    resolver: zodResolver(measurementsForm(unit, today)),
    defaultValues: emptyForm(today),
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(async (form) => {
    const body = toBody(form, unit);
    if (Object.keys(body).length === 1) {
      toast.error("Nothing to save yet", { description: "Enter at least one measurement." });
      return;
    }
    if (await failed(save.mutateAsync(body), "Couldn't save your measurements")) return;
    toast.success("Measurements saved.");
    reset(emptyForm(form.date));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Log measurements">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {MEASUREMENTS.map((m) => (
          <FormField
            key={m.key}
            id={`measure-${m.key}`}
            label={`${m.label} (${unit})`}
            type="number"
            inputMode="decimal"
            step="0.1"
            {...field(m.key)}
          />
        ))}
        <FormField id="measure-bodyFat" label="Body fat (%)" type="number" inputMode="decimal" step="0.1" {...field("bodyFatPct")} />
        <FormField id="measure-date" label="Date" className="col-span-2 sm:col-span-1" type="date" max={today} {...field("date")} />
      </div>
      <p className="text-xs text-muted-foreground">Fill in what you measured; the rest of that day's measurements stay as they are.</p>
      <Button type="submit" className="justify-self-start" pending={isSubmitting}>
        Save measurements
      </Button>
    </form>
  );
}

function MeasurementsChart({ unit, today, upgradePrompt }: { unit: LengthUnit; today: string; upgradePrompt: ReactNode }) {
  const [range, setRange] = useState<ProgressRange>("3M");
  const [field, setField] = useState<Field>("waistCm");
  const history = useMeasurements(range, today, true);
  const value = (e: MeasurementEntry) => {
    const v = e[field];
    return v === null ? null : field === "bodyFatPct" ? v : fromCm(v, unit);
  };
  const points = (history.data?.entries ?? []).filter((e) => e[field] !== null).map((e) => ({ date: e.date, value: value(e) }));
  const shownUnit = field === "bodyFatPct" ? "%" : unit;
  const latest = points.at(-1);
  const first = points[0];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          id="measure-chart-field"
          label="Show"
          value={field}
          onChange={(e) => setField(e.target.value as Field)}
          className="w-44"
        >
          <Options values={Object.keys(LABELS) as Field[]} labels={LABELS} />
        </SelectField>
        <div className="flex items-center gap-2">
          {history.isFetching && <Spinner className="text-primary" />}
          <RangePicker value={range} onChange={setRange} premium label="Measurements range" />
        </div>
      </div>
      {isLocked(history.error) ? (
        <div className="grid justify-items-center">{upgradePrompt}</div>
      ) : history.isError && !history.data ? (
        <LoadError what="your measurements" onRetry={() => void history.refetch()} />
      ) : points.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">
          {history.isPending ? "Loading…" : `No ${LABELS[field].toLowerCase()} measurements in this range yet.`}
        </p>
      ) : (
        <>
          <p className="text-sm" data-testid="measurement-summary">
            {LABELS[field]} {latest!.value} {shownUnit}
            {points.length > 1 && first
              ? `, ${formatDelta(latest!.value! - first.value!, shownUnit)} since ${formatDay(first.date, { short: true })}`
              : ""}
            .
          </p>
          <LazyChart fallback={<div className="h-64 animate-pulse rounded-lg bg-muted/50" />}>
            <ProgressChart points={points} unit={shownUnit} valueLabel={LABELS[field]} from={history.data?.from ?? undefined} to={today} />
          </LazyChart>
        </>
      )}
      {history.data && history.data.entries.length > 0 && <MeasurementDays entries={history.data.entries} unit={unit} />}
    </div>
  );
}

/** The measured days of the range, newest first, each with what was measured and a delete. */
function MeasurementDays({ entries, unit }: { entries: MeasurementEntry[]; unit: LengthUnit }) {
  const remove = useDeleteMeasurements();
  // Where focus goes once a day's row (and its delete button) is gone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const describe = (e: MeasurementEntry) =>
    (Object.keys(LABELS) as Field[])
      .filter((key) => e[key] !== null)
      .map((key) => `${LABELS[key]} ${key === "bodyFatPct" ? `${e[key]}%` : `${fromCm(e[key]!, unit)} ${unit}`}`)
      .join(" · ");
  const onDelete = async (date: string) => {
    if (await failed(remove.mutateAsync(date), "Couldn't delete these measurements")) return;
    toast("Measurements deleted", { description: formatDay(date) });
    headingRef.current?.focus();
  };
  return (
    <div className="grid gap-2">
      <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold outline-none">
        Measured days
      </h3>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {[...entries].reverse().map((e) => (
          <li key={e.date} className="flex items-center gap-3 px-3 py-2">
            <span className="grid min-w-0 gap-0.5">
              <span className="text-sm font-medium">{formatDay(e.date, { short: true })}</span>
              <span className="text-xs text-muted-foreground">{describe(e)}</span>
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="ml-auto shrink-0"
              aria-label={`Delete measurements on ${formatDay(e.date, { short: true })}`}
              onClick={() => void onDelete(e.date)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
