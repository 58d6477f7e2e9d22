import { Link2Off } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PublicPageShell } from "@/components/public-page-shell";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

export function ResetPasswordPage() {
  usePageMeta({ title: pageTitle("Reset password"), description: "Choose a new password for your CarniTrack account." });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [tokenRejected, setTokenRejected] = useState(false);
  const usable = Boolean(token) && !searchParams.get("error") && !tokenRejected;

  return (
    <PublicPageShell className="items-center justify-center py-6">
      <Card className="w-full max-w-md">
        {usable && token ? (
          <>
            <CardHeader className="p-6 pb-5 sm:p-8 sm:pb-6">
              <CardTitle as="h1" className="text-2xl">
                Choose a new password
              </CardTitle>
              <CardDescription>Enter it twice. You'll sign in with it from now on.</CardDescription>
            </CardHeader>
            <CardContent className="px-6 pb-6 sm:px-8 sm:pb-8">
              <ResetPasswordForm token={token} onInvalidToken={() => setTokenRejected(true)} />
            </CardContent>
          </>
        ) : (
          <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
            <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Link2Off className="size-7" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">This reset link doesn't work</h1>
            <p className="text-muted-foreground">
              The link is invalid or has expired. Go back to sign in and choose “Forgot password?” to get a new one.
            </p>
            <Link to="/" className={buttonVariants({ className: "mt-2" })}>
              Back to sign in
            </Link>
          </CardContent>
        )}
      </Card>
    </PublicPageShell>
  );
}
