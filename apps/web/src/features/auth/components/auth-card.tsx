import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthMode = "sign-in" | "sign-up";

interface AuthCardProps {
  /** Called after a successful sign-in (the landing page then navigates). */
  onSignedIn: () => void;
  /** Shown above the form when the visitor was sent here from a page that needs an account. */
  notice?: string | null;
  initialMode?: AuthMode;
}

/** The landing page's card: sign-in ("Welcome Back") or sign-up ("Start Your Journey"). */
export function AuthCard({ onSignedIn, notice, initialMode = "sign-in" }: AuthCardProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // The e-mail carries over between the two modes, so switching never loses what was typed.
  const [email, setEmail] = useState("");
  const isSignUp = mode === "sign-up";

  return (
    <Card className="w-full">
      <CardHeader className="gap-2 p-6 pb-5 sm:p-8 sm:pb-6">
        <CardTitle as="h2" className="text-2xl">
          {isSignUp ? "Start Your Journey" : "Welcome Back"}
        </CardTitle>
        <CardDescription>
          {isSignUp ? "Create your free account and start tracking today." : "Sign in to pick up where you left off."}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-6 pb-6 sm:px-8 sm:pb-8">
        {notice && !isSignUp && (
          <p className="mb-5 rounded-md border border-ember/30 bg-ember-soft px-3.5 py-2.5 text-sm text-ember-strong">{notice}</p>
        )}
        {isSignUp ? (
          <SignUpForm email={email} onEmailChange={setEmail} />
        ) : (
          <SignInForm email={email} onEmailChange={setEmail} onSignedIn={onSignedIn} />
        )}
        {isSignUp ? (
          <p className="mt-6 text-center text-sm text-muted-foreground">
            <button
              type="button"
              onClick={() => setMode("sign-in")}
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Already have an account? Sign in
            </button>
          </p>
        ) : (
          // Sign-up is offered as plainly as sign-in: a full-width button under the form, not a
          // small link a newcomer may miss.
          <div className="mt-6 grid gap-4">
            <div className="flex items-center gap-3 text-xs text-muted-foreground">
              <span className="h-px flex-1 bg-border" />
              Don't have an account?
              <span className="h-px flex-1 bg-border" />
            </div>
            <Button type="button" variant="outline" size="lg" className="w-full" onClick={() => setMode("sign-up")}>
              Sign up free
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
