import { NEW_PASSWORD_HINT } from "@app/shared/password";
import { Check } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { EmailField, FormField, PasswordField } from "@/components/ui/form-field";
import { errorCode, errorMessage } from "@/lib/errors";
import { useHydrated } from "@/lib/use-hydrated";
import { signUp } from "../api/sign-up";
import { PASSWORD_MISMATCH_DESCRIPTION } from "@/lib/messages";
import { useNewPassword } from "@/lib/use-new-password";
import { usePasswordVerdict } from "../hooks/use-password-verdict";
import { VerificationNotice } from "./verification-notice";
import { failureOf } from "@/lib/auth-call";

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
}

export function SignUpForm({ email, onEmailChange }: SignUpFormProps) {
  const [fullName, setFullName] = useState("");
  const hydrated = useHydrated();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const newPassword = useNewPassword(confirmRef);
  const verdict = usePasswordVerdict(newPassword.password, { email, name: fullName });
  // The rules' verdict turns into an error once the field is left or the form sent; until then it
  // is the hint, so the first keys typed are not met with red.
  const [passwordLeft, setPasswordLeft] = useState(false);
  // The server's refusal of the password just sent, shown at the field until it is changed.
  const [refused, setRefused] = useState<{ password: string; problem: string } | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const refusal = refused?.password === newPassword.password ? refused.problem : undefined;
  const passwordError = refusal ?? (verdict.state === "refused" && (verdict.by === "server" || passwordLeft) ? verdict.problem : undefined);
  const passwordHint = passwordError ? undefined : verdict.state === "refused" ? (
    verdict.problem
  ) : verdict.state === "fine" ? (
    <span className="inline-flex items-center gap-1 text-success">
      <Check className="size-3.5" aria-hidden="true" />
      Good: hard to guess.
    </span>
  ) : (
    NEW_PASSWORD_HINT
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    // Spec 5: a mismatch is reported and nothing is sent.
    if (!newPassword.matches()) return;
    if (verdict.state === "refused" && verdict.by === "rules") {
      setPasswordLeft(true);
      passwordRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    const trimmedEmail = email.trim();
    const password = newPassword.password;
    const error = await failureOf(signUp({ fullName: fullName.trim(), email: trimmedEmail, password }));
    setIsSubmitting(false);
    if (error) {
      toast.error("Sign Up Error", { description: errorMessage(error) });
      if (errorCode(error) === "WEAK_PASSWORD") {
        setRefused({ password, problem: errorMessage(error) });
        passwordRef.current?.focus();
      }
      return;
    }
    toast.success("Success!", { description: "Please check your email to confirm your account." });
    setSentTo(trimmedEmail);
    setFullName("");
    onEmailChange("");
    newPassword.clear();
    setPasswordLeft(false);
  }

  // Once sent, the form gives way to what comes next: the mail to open.
  if (sentTo) {
    return (
      <div className="grid gap-4">
        <VerificationNotice email={sentTo} reason="sent" focusOnShow />
        <Button variant="outline" className="w-full" onClick={() => setSentTo(null)}>
          Use a different email
        </Button>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="grid gap-5">
      <FormField
        id="sign-up-full-name"
        name="fullName"
        label="Full Name"
        autoComplete="name"
        required
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
      />
      <EmailField id="sign-up-email" name="email" value={email} onChange={(e) => onEmailChange(e.target.value)} />
      <PasswordField
        ref={passwordRef}
        id="sign-up-password"
        name="password"
        label="Password"
        autoComplete="new-password"
        hint={passwordHint}
        error={passwordError}
        value={newPassword.password}
        onChange={(e) => newPassword.setPassword(e.target.value)}
        onBlur={() => setPasswordLeft(newPassword.password !== "")}
      />
      <PasswordField
        ref={confirmRef}
        id="sign-up-confirm-password"
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
        error={newPassword.mismatch ? PASSWORD_MISMATCH_DESCRIPTION : undefined}
        value={newPassword.confirmPassword}
        onChange={(e) => newPassword.setConfirmPassword(e.target.value)}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" pending={isSubmitting} disabled={!hydrated}>
        Create Free Account
      </Button>
      <p className="text-center text-xs text-muted-foreground">Free to join — no credit card required.</p>
    </form>
  );
}
