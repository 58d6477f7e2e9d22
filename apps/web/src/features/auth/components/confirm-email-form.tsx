import { confirmEmailForm, type ConfirmEmailForm as ConfirmEmailValues } from "@app/shared/password";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/form-field";
import { refreshAuthSession } from "@/lib/auth-call";
import { errorCode, errorMessage } from "@/lib/errors";
import { confirmEmail } from "../api/confirm-email";
import { confirmationLinkProblem, isLinkProblem } from "../link-problems";
import { fieldProps } from "@/lib/form-fields";

interface ConfirmEmailFormProps {
  token: string;
  /** Confirmed: signed in now, or confirmed while another account stays signed in here. */
  onConfirmed: (signedIn: boolean) => void;
  /** The link itself is unusable (invalid, expired, used): the page says so instead of the form. */
  onLinkProblem: (message: string) => void;
}

/**
 * The password chosen at sign-up, asked for when the link was opened in another browser
 * (react-hook-form with the shared confirmEmailForm). Any other refusal (a wrong password, too
 * many tries) shows at the field.
 */
export function ConfirmEmailForm({ token, onConfirmed, onLinkProblem }: ConfirmEmailFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<ConfirmEmailValues>({
    resolver: zodResolver(confirmEmailForm),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const result = await confirmEmail({ token, password });
      if (result.signedIn) await refreshAuthSession();
      onConfirmed(result.signedIn);
    } catch (err) {
      const code = errorCode(err);
      if (isLinkProblem(code)) onLinkProblem(confirmationLinkProblem(code));
      else setError("password", { message: errorMessage(err) }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <PasswordField id="confirm-email-password" label="Password" autoComplete="current-password" autoFocus {...field("password")} />
      <Button type="submit" size="lg" className="mt-1 w-full" pending={isSubmitting}>
        Confirm email
      </Button>
    </form>
  );
}
