import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { refreshSession } from "@/lib/auth-client";
import { errorCode, errorMessage } from "@/lib/errors";
import { confirmEmail } from "../api/confirm-email";
import { confirmationLinkProblem, isLinkProblem } from "../link-problems";

interface ConfirmEmailFormProps {
  token: string;
  /** Confirmed: signed in now, or confirmed while another account stays signed in here. */
  onConfirmed: (signedIn: boolean) => void;
  /** The link itself is unusable (invalid, expired, used): the page says so instead of the form. */
  onLinkProblem: (message: string) => void;
}

/** The password chosen at sign-up, asked for when the link was opened in another browser. */
export function ConfirmEmailForm({ token, onConfirmed, onLinkProblem }: ConfirmEmailFormProps) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (!password) {
      setError("Enter the password you chose when you signed up.");
      return;
    }
    setIsSubmitting(true);
    setError(undefined);
    try {
      const result = await confirmEmail({ token, password });
      if (result.signedIn) await refreshSession();
      onConfirmed(result.signedIn);
    } catch (err) {
      const code = errorCode(err);
      if (isLinkProblem(code)) onLinkProblem(confirmationLinkProblem(code));
      else setError(errorMessage(err));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <FormField
        id="confirm-email-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        Confirm email
      </Button>
    </form>
  );
}
