import { NEW_PASSWORD_HINT } from "@app/shared/password";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { useHydrated } from "@/lib/use-hydrated";
import { signUp } from "../api/sign-up";
import { PASSWORD_MISMATCH_DESCRIPTION } from "@/lib/messages";
import { useNewPassword } from "@/lib/use-new-password";
import { VerificationNotice } from "./verification-notice";
import { failureOf } from "@/lib/auth-call";

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
}

export function SignUpForm({ email, onEmailChange }: SignUpFormProps) {
  const [fullName, setFullName] = useState("");
  const hydrated = useHydrated();
  const confirmRef = useRef<HTMLInputElement>(null);
  const newPassword = useNewPassword(confirmRef);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // After a sign-up the form is empty and its button rests until something is typed again, so a
  // second click cannot send the same sign-up twice.
  const [justSent, setJustSent] = useState(false);
  const edited =
    <T,>(change: (value: T) => void) =>
    (value: T) => {
      setJustSent(false);
      change(value);
    };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    // Spec 5: a mismatch is reported and nothing is sent.
    if (!newPassword.matches()) return;
    setIsSubmitting(true);
    const trimmedEmail = email.trim();
    const error = await failureOf(signUp({ fullName: fullName.trim(), email: trimmedEmail, password: newPassword.password }));
    setIsSubmitting(false);
    if (error) {
      toast.error("Sign Up Error", { description: errorMessage(error) });
      return;
    }
    toast.success("Success!", { description: "Please check your email to confirm your account." });
    setSentTo(trimmedEmail);
    setJustSent(true);
    setFullName("");
    onEmailChange("");
    newPassword.clear();
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="grid gap-5">
      {sentTo && <VerificationNotice email={sentTo} reason="sent" focusOnShow />}
      <FormField
        id="sign-up-full-name"
        name="fullName"
        label="Full Name"
        autoComplete="name"
        required
        value={fullName}
        onChange={(e) => edited(setFullName)(e.target.value)}
      />
      <FormField
        id="sign-up-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        required
        value={email}
        onChange={(e) => edited(onEmailChange)(e.target.value)}
      />
      <FormField
        id="sign-up-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={NEW_PASSWORD_HINT}
        value={newPassword.password}
        onChange={(e) => edited(newPassword.setPassword)(e.target.value)}
      />
      <FormField
        ref={confirmRef}
        id="sign-up-confirm-password"
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={newPassword.mismatch ? PASSWORD_MISMATCH_DESCRIPTION : undefined}
        value={newPassword.confirmPassword}
        onChange={(e) => edited(newPassword.setConfirmPassword)(e.target.value)}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting || justSent || !hydrated}>
        {isSubmitting && <Spinner />}
        Create Free Account
      </Button>
      <p className="text-center text-xs text-muted-foreground">Free to join — no credit card required.</p>
    </form>
  );
}
