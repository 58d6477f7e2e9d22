import { NEW_PASSWORD_HINT } from "@app/shared/password";
import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorCode, errorMessage } from "@/lib/errors";
import { useNewPassword } from "@/lib/use-new-password";
import { resetPassword } from "../api/reset-password";
import { failureOf } from "@/lib/auth-call";

interface ResetPasswordFormProps {
  token: string;
  /** The server said the token is unusable: the page shows its "invalid link" state. */
  onInvalidToken: () => void;
}

export function ResetPasswordForm({ token, onInvalidToken }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const confirmRef = useRef<HTMLInputElement>(null);
  const newPassword = useNewPassword(confirmRef);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (!newPassword.matches()) return;
    setIsSubmitting(true);
    const error = await failureOf(resetPassword({ newPassword: newPassword.password, token }));
    setIsSubmitting(false);
    if (error) {
      toast.error("Couldn't reset your password", { description: errorMessage(error) });
      if (errorCode(error) === "INVALID_TOKEN") onInvalidToken();
      return;
    }
    toast.success("Password updated. You can now sign in.");
    navigate("/", { replace: true });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <FormField
        id="reset-new-password"
        name="newPassword"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        hint={NEW_PASSWORD_HINT}
        value={newPassword.password}
        onChange={(e) => newPassword.setPassword(e.target.value)}
      />
      <FormField
        ref={confirmRef}
        id="reset-confirm-password"
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        invalid={newPassword.mismatch}
        value={newPassword.confirmPassword}
        onChange={(e) => newPassword.setConfirmPassword(e.target.value)}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        Reset Password
      </Button>
    </form>
  );
}
