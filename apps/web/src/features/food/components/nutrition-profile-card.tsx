import { LoadError } from "@/components/ui/load-error";
import { type TargetsResponse, AGE_BAND_LABELS, AGE_BANDS, DEFAULT_PROFILE, SEXES, SEX_LABELS } from "@app/shared/nutrition";
import { profileForm, type ProfileForm } from "@app/shared/food";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { SelectField } from "@/components/ui/form-field";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { usePatchTargetsMutation, useTargets } from "../api/insights-queries";
import { fieldProps } from "@/lib/form-fields";
import { Options } from "@/components/ui/native-select";

const NOT_SET: ProfileForm = { sex: "", ageBand: "" };

/** What a field's hint says for the value chosen in it (not the saved one): the values the panel will use. */
function sexHint(sex: ProfileForm["sex"]): string {
  return sex ? `We use the ${sex} values.` : `Not set: we use the ${DEFAULT_PROFILE.sex} values.`;
}
function ageHint(ageBand: ProfileForm["ageBand"]): string {
  return ageBand
    ? `We use the ${AGE_BAND_LABELS[ageBand]} values.`
    : `Not set: we use the ${AGE_BAND_LABELS[DEFAULT_PROFILE.ageBand]} values.`;
}

/**
 * Settings → Nutrition profile: the sex and age band the Premium nutrient panel reads the
 * reference intakes for. Any user may give them, so they are there the day they subscribe.
 */
export function NutritionProfileCard() {
  const targets = useTargets();
  const save = usePatchTargetsMutation();
  const profile = targets.data?.profile;
  const saved = useMemo<ProfileForm | undefined>(() => profile && { sex: profile.sex ?? "", ageBand: profile.ageBand ?? "" }, [profile]);
  const { control, register, handleSubmit, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: NOT_SET,
    values: saved,
    // A read again on focus must not undo a choice the user has not saved yet.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(async ({ sex, ageBand }) => {
    const patch: TargetsResponse["profile"] = { sex: sex || null, ageBand: ageBand || null };
    if (await failed(save.mutateAsync(patch), "Couldn't save your nutrition profile")) return;
    toast.success("Nutrition profile saved.");
  });

  const loading = !targets.data;
  const chosen = useWatch({ control });
  return (
    <Card as="section" aria-labelledby="nutrition-profile-title">
      <CardHeader>
        <SectionHeading
          id="nutrition-profile-title"
          icon={<UserRound />}
          aside={targets.isPending && <Spinner className="ml-auto text-primary" />}
        >
          Nutrition profile
        </SectionHeading>
        <CardDescription>
          Your sex and age set the reference intakes in your nutrient panel. Without them we use the adult defaults.
        </CardDescription>
        {profile && !chosen.sex && !chosen.ageBand && (
          // Said plainly, not only in the fields' hints: until they are set, every figure uses someone else's.
          <p className="text-sm font-medium">
            Not set yet: your nutrient panel uses the reference adult, {DEFAULT_PROFILE.sex === "male" ? "a man" : "a woman"} aged{" "}
            {AGE_BAND_LABELS[DEFAULT_PROFILE.ageBand]}. Choose yours below.
          </p>
        )}
      </CardHeader>
      <CardContent>
        {targets.isError && loading ? (
          <LoadError what="your nutrition profile" onRetry={() => void targets.refetch()} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField id="nutrition-sex" label="Sex" hint={sexHint(chosen.sex ?? "")} disabled={loading} {...field("sex")}>
                <option value="">Not set</option>
                <Options values={SEXES} labels={SEX_LABELS} />
              </SelectField>
              <SelectField id="nutrition-age" label="Age" hint={ageHint(chosen.ageBand ?? "")} disabled={loading} {...field("ageBand")}>
                <option value="">Not set</option>
                <Options values={AGE_BANDS} labels={AGE_BAND_LABELS} />
              </SelectField>
            </div>
            <Button type="submit" className="justify-self-start" pending={isSubmitting} disabled={loading}>
              Save
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
