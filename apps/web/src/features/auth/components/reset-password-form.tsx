import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorCode, errorMessage } from "@/lib/errors";
import { PASSWORD_MISMATCH_DESCRIPTION, PASSWORD_MISMATCH_TITLE } from "@/lib/messages";
import { resetPassword } from "../api/reset-password";

interface ResetPasswordFormProps {
  token: string;
  /** The server said the token is unusable: the page shows its "invalid link" state. */
  onInvalidToken: () => void;
}

export function ResetPasswordForm({ token, onInvalidToken }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (password !== confirmPassword) {
      setMismatch(true);
      toast.error(PASSWORD_MISMATCH_TITLE, { description: PASSWORD_MISMATCH_DESCRIPTION });
      confirmRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    const { error } = await resetPassword({ newPassword: password, token });
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
        hint="Use at least 8 characters."
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setMismatch(false);
        }}
      />
      <FormField
        ref={confirmRef}
        id="reset-confirm-password"
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        invalid={mismatch}
        value={confirmPassword}
        onChange={(e) => {
          setConfirmPassword(e.target.value);
          setMismatch(false);
        }}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        Reset Password
      </Button>
    </form>
  );
}
