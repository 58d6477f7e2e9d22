import {
  EMPTY_ONBOARDING_FORM,
  ONBOARDING_STEP_FIELDS,
  onboardingForm,
  type OnboardingForm,
  GOAL_LABELS,
  GOALS,
  ONBOARDING_STEPS,
  type OnboardingAnswers,
} from "@app/shared/profile";
import { FASTING_TYPE_OPTIONS } from "@app/shared/fasting";
import { AGE_BAND_LABELS, AGE_BANDS, DEFAULT_PROFILE, SEX_LABELS, SEXES } from "@app/shared/nutrition";
import { WEIGHT_UNITS } from "@app/shared/progress";
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { CustomHoursField } from "@/features/fasting";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField, SelectField } from "@/components/ui/form-field";
import { LoadError } from "@/components/ui/load-error";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { todayLocal } from "@/lib/local-day";
import { clearDraft, readDraft, saveDraft } from "@/lib/session-drafts";
import { toast } from "@/lib/toast";
import { useFinishOnboarding, useOnboardingStart, useProfile } from "../api/profile-queries";
import { changedAnswers, formStart, targetsChanged } from "../form-start";
import { fieldProps } from "@/lib/form-fields";
import { Options } from "@/components/ui/native-select";

interface OnboardingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when it closes (it may have opened by itself, with no button to go back to). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
}

/**
 * The answers given so far and the step reached, saved for this tab as they change: a reload opens
 * onboarding where it was. Only what differs from the form's start is saved (what the user did).
 */
const DRAFT = "onboarding";
interface OnboardingDraft {
  step: number;
  changed: Partial<OnboardingForm>;
}

/**
 * The first-run onboarding: four optional steps (goal, weight, usual fast, about you), each with
 * Skip, Back and Next, over the whole screen. Shown once after the first sign-in (the dashboard
 * opens it until the server has an outcome) and again from Settings. The first time, Escape or
 * "Skip setup" closes it at once and saves it as skipped, nothing else; opened again, they only close it.
 */
export function OnboardingDialog({ open, onOpenChange, onCloseAutoFocus }: OnboardingDialogProps) {
  const profile = useProfile();
  const start = useOnboardingStart(open);
  const finish = useFinishOnboarding();

  // Opened again from Settings: closing it changes nothing (a finished onboarding stays finished).
  const endedBefore = profile.data?.onboarding != null;
  const [saveError, setSaveError] = useState<string | null>(null);
  // Skip setup, Escape and Close never wait for the server: offline, on a 5xx or a 429 the user
  // would be stuck behind the dialog. The first time, the skip is saved after it closes; if that
  // fails, onboarding simply opens again on a later visit.
  const close = () => {
    clearDraft(DRAFT);
    onOpenChange(false);
    if (!endedBefore && !finish.isPending) finish.mutate({ outcome: "skipped", date: todayLocal(), answers: {} });
  };
  const complete = async (answers: OnboardingAnswers) => {
    setSaveError(null);
    try {
      await finish.mutateAsync({ outcome: "completed", date: todayLocal(), answers });
    } catch (error) {
      // Answers given are not thrown away: it stays open to try again (and can still be closed).
      // Said inside the dialog, not in a toast, which on a phone would cover Skip setup.
      setSaveError(errorMessage(error));
      return false;
    }
    clearDraft(DRAFT);
    toast.success("You're all set", { description: "Your targets now follow your answers." });
    onOpenChange(false);
    return true;
  };

  const ready = start.data && profile.data;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        showClose={false}
        onCloseAutoFocus={onCloseAutoFocus}
        // The whole screen on a phone; a wide, centred sheet on a desktop.
        className="top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start gap-0 rounded-none border-0 p-0 sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-3rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border"
        aria-describedby="onboarding-description"
      >
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
          <div className="grid gap-1">
            <DialogTitle className="font-display text-2xl font-extrabold">Welcome to CarniTrack</DialogTitle>
            <DialogDescription id="onboarding-description">
              A few questions so your targets fit you. Every answer is optional.
            </DialogDescription>
          </div>
          <Button variant="ghost" size="sm" className="-mr-2" onClick={close}>
            {endedBefore ? "Close" : "Skip setup"}
          </Button>
        </div>
        {ready ? (
          <OnboardingSteps
            defaults={formStart(profile.data, start.data.units.weightUnit, profile.data.onboarding ? start.data.targets : undefined)}
            again={endedBefore}
            saving={finish.isPending}
            saveError={saveError}
            onFinish={complete}
          />
        ) : start.isError || profile.isError ? (
          <div className="p-6">
            <LoadError
              what="your settings"
              onRetry={() => {
                void start.refetch();
                void profile.refetch();
              }}
            />
          </div>
        ) : (
          <div className="flex min-h-64 items-center justify-center gap-3 text-muted-foreground" aria-busy="true">
            <Spinner className="size-5 text-primary" />
            <span className="text-sm font-medium">Loading…</span>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

const STEP_TITLES = ["What's your goal?", "Your weight", "Your usual fast", "About you"] as const;
const STEP_HINTS = [
  "It sets your protein target.",
  "Your current weight is saved as today's weigh-in; your goal weight becomes the goal line on Progress.",
  "Start Your Fast on the dashboard will have it ready.",
  "Sex and age set the reference intakes of your nutrient panel; dairy and eggs set the recipe filters.",
] as const;

interface OnboardingStepsProps {
  defaults: OnboardingForm;
  again: boolean;
  saving: boolean;
  saveError: string | null;
  /** Resolves true once saved; false leaves the dialog open with `saveError`. */
  onFinish: (answers: OnboardingAnswers) => Promise<boolean>;
}

function OnboardingSteps({ defaults, again, saving, saveError, onFinish }: OnboardingStepsProps) {
  const [draft] = useState(() => readDraft<OnboardingDraft>(DRAFT));
  const [step, setStep] = useState(() => Math.min(Math.max(draft?.step ?? 0, 0), ONBOARDING_STEPS - 1));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { register, handleSubmit, trigger, setValue, clearErrors, control, getValues, formState } = useForm<OnboardingForm>({
    resolver: zodResolver(onboardingForm),
    defaultValues: defaults,
  });
  const { errors, dirtyFields } = formState;
  const field = fieldProps(register, errors);
  const [unit, plan] = useWatch({ control, name: ["weightUnit", "plan"] });

  // Resumed after a reload: the saved answers count as the user's (dirty), as when first given.
  const [start] = useState(defaults);
  useEffect(() => {
    for (const [field, value] of Object.entries(draft?.changed ?? {}) as [keyof OnboardingForm, string][]) {
      if (field in start) setValue(field, value, { shouldDirty: true });
    }
  }, [draft, start, setValue]);
  // Kept as they change, and as the step moves; not while the answers are being saved, nor after,
  // when a render caused by the save would write back the draft that finishing has just cleared.
  const finishing = useRef(false);
  const keep = useCallback(
    (atStep: number) => {
      if (finishing.current) return;
      const changed = Object.fromEntries(
        Object.entries(getValues()).filter(([field, value]) => value !== start[field as keyof OnboardingForm]),
      );
      saveDraft(DRAFT, { step: atStep, changed } satisfies OnboardingDraft);
    },
    [getValues, start],
  );
  const values = useWatch({ control });
  const typed = useRef(false);
  useEffect(() => {
    // Not on the first render: a form just opened has nothing of the user's to keep yet.
    if (typed.current) keep(step);
    typed.current = true;
  }, [values, keep, step]);

  // Each new step is announced by moving focus to its title (not on the first one: the dialog focuses itself).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
    keep(next);
  };

  const fields = ONBOARDING_STEP_FIELDS[step]!;
  const last = step === ONBOARDING_STEPS - 1;
  const submit = () =>
    handleSubmit(async (form) => {
      finishing.current = true;
      // Saved: nothing more to keep. Refused: the dialog stays open and keeps what changes next.
      finishing.current = await onFinish(changedAnswers(form, dirtyFields));
    })();
  const recalculated = again && targetsChanged(dirtyFields);
  const next = async () => {
    if (!(await trigger([...fields]))) return;
    if (last) void submit();
    else goTo(step + 1);
  };
  const skip = () => {
    for (const field of fields) setValue(field, EMPTY_ONBOARDING_FORM[field]);
    clearErrors([...fields]);
    if (last) void submit();
    else goTo(step + 1);
  };

  return (
    <form
      noValidate
      className="grid min-h-0 content-between gap-6 px-5 py-6 sm:px-8"
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <div className="grid gap-6">
        <div className="grid gap-2">
          <p className="text-sm font-semibold text-muted-foreground" aria-live="polite">
            Step {step + 1} of {ONBOARDING_STEPS}
          </p>
          <Progress
            value={((step + 1) / ONBOARDING_STEPS) * 100}
            label="Onboarding progress"
            valueText={`Step ${step + 1} of ${ONBOARDING_STEPS}`}
          />
        </div>
        <div className="grid gap-1">
          <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
            {STEP_TITLES[step]}
          </h3>
          <p className="text-sm text-muted-foreground">{STEP_HINTS[step]}</p>
          {last && recalculated && (
            <p className="text-sm font-medium text-foreground">Your protein and electrolyte targets will be recalculated.</p>
          )}
        </div>

        {step === 0 && (
          <ChoiceGroup legend="Goal" columns="wide">
            {GOALS.map((goal) => (
              <Choice key={goal} label={GOAL_LABELS[goal]} value={goal} {...register("goal")} />
            ))}
          </ChoiceGroup>
        )}

        {step === 1 && (
          <div className="grid gap-5">
            <ChoiceGroup legend="Unit" columns="pair">
              {WEIGHT_UNITS.map((u) => (
                <Choice key={u} label={u === "kg" ? "Kilograms (kg)" : "Pounds (lb)"} value={u} {...register("weightUnit")} />
              ))}
            </ChoiceGroup>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                id="onboarding-current-weight"
                label={`Current weight (${unit})`}
                inputMode="decimal"
                autoComplete="off"
                {...field("currentWeight")}
              />
              <FormField
                id="onboarding-goal-weight"
                label={`Goal weight (${unit})`}
                inputMode="decimal"
                autoComplete="off"
                {...field("goalWeight")}
              />
            </div>
          </div>
        )}

        {step === 2 && (
          <div className="grid gap-5">
            <ChoiceGroup legend="Usual fasting plan" columns="wide">
              {FASTING_TYPE_OPTIONS.map((option) => (
                <Choice key={option.value} label={option.label} value={option.value} {...register("plan")} />
              ))}
            </ChoiceGroup>
            {plan === "Custom" && (
              <CustomHoursField id="onboarding-custom-hours" required={false} className="max-w-56" {...field("customHours")} />
            )}
          </div>
        )}

        {step === 3 && (
          <div className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField id="onboarding-sex" label="Sex" hint={`Not set: we use the ${DEFAULT_PROFILE.sex} values.`} {...register("sex")}>
                <option value="">Not set</option>
                <Options values={SEXES} labels={SEX_LABELS} />
              </SelectField>
              <SelectField
                id="onboarding-age"
                label="Age"
                hint={`Not set: we use the ${AGE_BAND_LABELS[DEFAULT_PROFILE.ageBand]} values.`}
                {...register("ageBand")}
              >
                <option value="">Not set</option>
                <Options values={AGE_BANDS} labels={AGE_BAND_LABELS} />
              </SelectField>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <ChoiceGroup legend="Do you eat dairy?" columns="pair">
                <Choice label="Yes" value="yes" {...register("dairy")} />
                <Choice label="No" value="no" {...register("dairy")} />
              </ChoiceGroup>
              <ChoiceGroup legend="Do you eat eggs?" columns="pair">
                <Choice label="Yes" value="yes" {...register("eggs")} />
                <Choice label="No" value="no" {...register("eggs")} />
              </ChoiceGroup>
            </div>
          </div>
        )}
      </div>

      {saveError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          Couldn't save your answers: {saveError} Try again, or close this and come back from Settings.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-5">
        {step > 0 && (
          <Button type="button" variant="outline" onClick={() => goTo(step - 1)} disabled={saving}>
            Back
          </Button>
        )}
        <div className="ml-auto flex gap-2">
          <Button type="button" variant="ghost" onClick={skip} disabled={saving}>
            Skip
          </Button>
          <Button type="submit" pending={saving}>
            {last ? "Finish" : "Next"}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Choices one under another on a phone ("wide"), or always side by side ("pair", for Yes/No). */
function ChoiceGroup({ legend, columns, children }: { legend: string; columns: "wide" | "pair"; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn("grid gap-2", columns === "pair" ? "grid-cols-2" : "sm:grid-cols-2")}>{children}</div>
    </fieldset>
  );
}

/** A radio as a card: the whole card is the label, the native radio keeps the keyboard's arrows. */
function Choice({ label, value, ...field }: UseFormRegisterReturn & { label: string; value: string }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-input bg-surface px-4 py-3 text-sm font-medium transition-colors",
        "hover:border-primary/40 has-checked:border-primary has-checked:bg-primary-soft",
        "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
      )}
    >
      <input id={id} type="radio" value={value} className="size-4 accent-primary" {...field} />
      {label}
    </label>
  );
}
