import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { signUp } from "../api/sign-up";
import { PASSWORD_MISMATCH_DESCRIPTION, PASSWORD_MISMATCH_TITLE } from "@/lib/messages";
import { VerificationNotice } from "./verification-notice";

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
}

export function SignUpForm({ email, onEmailChange }: SignUpFormProps) {
  const [fullName, setFullName] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    // Spec 5: a mismatch is reported and nothing is sent.
    if (password !== confirmPassword) {
      setMismatch(true);
      toast.error(PASSWORD_MISMATCH_TITLE, { description: PASSWORD_MISMATCH_DESCRIPTION });
      confirmRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    const trimmedEmail = email.trim();
    const { error } = await signUp({ fullName: fullName.trim(), email: trimmedEmail, password });
    setIsSubmitting(false);
    if (error) {
      toast.error("Sign Up Error", { description: errorMessage(error) });
      return;
    }
    toast.success("Success!", { description: "Please check your email to confirm your account." });
    setSentTo(trimmedEmail);
    setPassword("");
    setConfirmPassword("");
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      {sentTo && <VerificationNotice email={sentTo} reason="sent" />}
      <FormField
        id="sign-up-full-name"
        name="fullName"
        label="Full Name"
        autoComplete="name"
        required
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
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
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <FormField
        id="sign-up-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="Use at least 8 characters."
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setMismatch(false);
        }}
      />
      <FormField
        ref={confirmRef}
        id="sign-up-confirm-password"
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
        Create Free Account
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Free to join — no credit card required.
      </p>
    </form>
  );
}
