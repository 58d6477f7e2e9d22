import { resetPasswordForm, type ResetPasswordForm as Values, NEW_PASSWORD_HINT } from "@app/shared/password";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/form-field";
import { failureOf } from "@/lib/auth-call";
import { errorCode } from "@/lib/errors";
import { PASSWORD_MISMATCH_DESCRIPTION, PASSWORD_MISMATCH_TITLE } from "@/lib/messages";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { resetPassword } from "../api/reset-password";
import { fieldProps } from "@/lib/form-fields";

interface ResetPasswordFormProps {
  token: string;
  /** The server said the token is unusable: the page shows its "invalid link" state. */
  onInvalidToken: () => void;
}

/** The reset page's form (react-hook-form with the shared rules); problems show at their field. */
export function ResetPasswordForm({ token, onInvalidToken }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<Values>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(async ({ newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      // The spec's toast says it; the field takes the focus so it can be typed again.
      toast.error(PASSWORD_MISMATCH_TITLE, { description: PASSWORD_MISMATCH_DESCRIPTION });
      setFocus("confirmPassword");
      return;
    }
    const error = await failureOf(resetPassword({ newPassword, token }));
    if (error) {
      // An unusable link turns the page into its "invalid link" state; a refused password is said at its field.
      if (errorCode(error) === "INVALID_TOKEN") onInvalidToken();
      else
        reportFailure("Couldn't reset your password", error, (message) => {
          setError("newPassword", { message }, { shouldFocus: true });
          return true;
        });
      return;
    }
    toast.success("Password updated. You can now sign in.");
    navigate("/", { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <PasswordField
        id="reset-new-password"
        label="New Password"
        autoComplete="new-password"
        autoFocus
        hint={NEW_PASSWORD_HINT}
        {...field("newPassword")}
      />
      <PasswordField id="reset-confirm-password" label="Confirm Password" autoComplete="new-password" {...field("confirmPassword")} />
      <Button type="submit" size="lg" className="mt-1 w-full" pending={isSubmitting}>
        Reset password
      </Button>
    </form>
  );
}
