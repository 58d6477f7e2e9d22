import { changePasswordForm, type ChangePasswordForm, NEW_PASSWORD_HINT } from "@app/shared/password";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { PasswordField } from "@/components/ui/form-field";
import { failureOf } from "@/lib/auth-call";
import { errorCode } from "@/lib/errors";
import { PASSWORD_MISMATCH_DESCRIPTION, PASSWORD_MISMATCH_TITLE } from "@/lib/messages";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { changePassword } from "../api/change-password";
import { SectionHeading } from "@/components/ui/section-heading";
import { fieldProps } from "@/lib/form-fields";

const EMPTY: ChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Settings → Change password (react-hook-form with the shared rules). Problems show at the field
 * they concern, each said once: a mismatch is the spec's "Passwords do not match" toast, a wrong
 * current or a refused new password is said at its field, any other refusal in a toast.
 */
export function ChangePasswordCard() {
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      // The spec's toast says it; the field takes the focus so it can be typed again.
      toast.error(PASSWORD_MISMATCH_TITLE, { description: PASSWORD_MISMATCH_DESCRIPTION });
      setFocus("confirmPassword");
      return;
    }
    const error = await failureOf(changePassword({ currentPassword, newPassword }));
    if (error) {
      const field =
        errorCode(error) === "INVALID_PASSWORD" ? "currentPassword" : errorCode(error) === "VALIDATION_FAILED" ? "newPassword" : null;
      reportFailure("Couldn't update your password", error, (message) => {
        if (field) setError(field, { message }, { shouldFocus: true });
        return field !== null;
      });
      return;
    }
    toast.success("Password updated", { description: "You've been signed out on your other devices." });
    reset(EMPTY);
  });

  return (
    <Card as="section">
      <CardHeader>
        <SectionHeading id="change-password-title" icon={<KeyRound />}>
          Change password
        </SectionHeading>
        <CardDescription>Choose a new password. Other devices will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-5">
          <PasswordField id="current-password" label="Current password" autoComplete="current-password" {...field("currentPassword")} />
          <PasswordField
            id="new-password"
            label="New password"
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
            {...field("newPassword")}
          />
          <PasswordField id="confirm-new-password" label="Confirm new password" autoComplete="new-password" {...field("confirmPassword")} />
          <Button type="submit" className="justify-self-start" pending={isSubmitting}>
            Update password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
