import { lazy, Suspense, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { EmailField, PasswordField } from "@/components/ui/form-field";
import { errorCode, errorMessage } from "@/lib/errors";
import { useHydrated } from "@/lib/use-hydrated";
import { signIn } from "../api/sign-in";
import { VerificationNotice } from "./verification-notice";
import { failureOf, refreshAuthSession } from "@/lib/auth-call";

// The dialog (and Radix Dialog with it) loads only when asked for, keeping the landing bundle small.
const loadForgotPasswordDialog = () => import("./forgot-password-dialog");
const ForgotPasswordDialog = lazy(loadForgotPasswordDialog);

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => void;
}

export function SignInForm({ email, onEmailChange, onSignedIn }: SignInFormProps) {
  const [password, setPassword] = useState("");
  const hydrated = useHydrated();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    const error = await failureOf(signIn({ email: email.trim(), password }));
    if (error) {
      setIsSubmitting(false);
      setUnverifiedEmail(errorCode(error) === "EMAIL_NOT_VERIFIED" ? email.trim() : null);
      toast.error("Sign In Error", { description: errorMessage(error) });
      return;
    }
    setUnverifiedEmail(null);
    await refreshAuthSession(); // so the next page sees the user at once
    setIsSubmitting(false);
    onSignedIn();
  }

  return (
    <>
      <form method="post" onSubmit={handleSubmit} noValidate className="grid gap-5">
        {unverifiedEmail && <VerificationNotice email={unverifiedEmail} reason="unverified" />}
        <EmailField id="sign-in-email" name="email" value={email} onChange={(e) => onEmailChange(e.target.value)} />
        <PasswordField
          id="sign-in-password"
          name="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="-mt-2 flex justify-end">
          {/* After the password field, so keyboard users reach it in reading order. */}
          <button
            type="button"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => setForgotOpen(true)}
            onPointerEnter={() => void loadForgotPasswordDialog()}
            onFocus={() => void loadForgotPasswordDialog()}
          >
            Forgot password?
          </button>
        </div>
        <Button type="submit" size="lg" className="w-full" pending={isSubmitting} disabled={!hydrated}>
          Sign In
        </Button>
      </form>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} defaultEmail={email.trim()} />
        </Suspense>
      )}
    </>
  );
}
