import { Link2Off, MailCheck } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PublicPageShell } from "@/components/public-page-shell";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmEmailForm } from "@/features/auth/components/confirm-email-form";
import { pageTitle, usePageMeta } from "@/lib/page-meta";
import { toast } from "@/lib/toast";

/** The token arrives in the fragment (never sent to a server or a Referer); read once, then dropped from the address. */
function useLinkToken(): string | null {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(hash.replace(/^#/, "")).get("token"));
  useEffect(() => {
    if (hash) navigate({ search, hash: "" }, { replace: true });
  }, [hash, search, navigate]);
  return token;
}

type State = { kind: "form" } | { kind: "confirmed" } | { kind: "problem"; message: string };

/**
 * /confirm-email: a confirmation link opened in a browser other than the one that signed up asks
 * for the password chosen at sign-up, so a link only ever confirms its clicker's own account.
 * "?confirmed=1": confirmed while someone else stays signed in here (accounts are never switched).
 */
export function ConfirmEmailPage() {
  usePageMeta({ title: pageTitle("Confirm your email"), description: "Confirm the email address of your CarniTrack account." });
  const navigate = useNavigate();
  const { search } = useLocation();
  const token = useLinkToken();
  const [state, setState] = useState<State>(() =>
    new URLSearchParams(search).get("confirmed") === "1"
      ? { kind: "confirmed" }
      : token
        ? { kind: "form" }
        : { kind: "problem", message: "This link is incomplete. Open it again from the email, or sign in to get a new one." },
  );

  if (state.kind === "confirmed") {
    return (
      <Notice icon={<MailCheck className="size-7" />} title="Email confirmed" to="/dashboard" action="Go to your dashboard">
        Your address is confirmed. You're still signed in with the account that was already open in this browser; to use the new one, sign
        out and sign in with its email and password.
      </Notice>
    );
  }
  if (state.kind === "problem" || !token) {
    return (
      <Notice icon={<Link2Off className="size-7" />} title="This confirmation link doesn't work" to="/" action="Back to sign in">
        {state.kind === "problem" ? state.message : null}
      </Notice>
    );
  }
  return (
    <PublicPageShell className="items-center justify-center py-6">
      <Card className="w-full max-w-md">
        <CardHeader className="p-6 pb-5 sm:p-8 sm:pb-6">
          <CardTitle as="h1" className="text-2xl">
            Confirm your email
          </CardTitle>
          <CardDescription>
            This link was opened in a different browser from the one you signed up in. Enter the password you chose when you signed up to
            confirm your address.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-6 pb-6 sm:px-8 sm:pb-8">
          <ConfirmEmailForm
            token={token}
            onConfirmed={(signedIn) => {
              if (!signedIn) return setState({ kind: "confirmed" });
              toast.success("Email confirmed. Welcome to CarniTrack!");
              navigate("/dashboard", { replace: true });
            }}
            onLinkProblem={(message) => setState({ kind: "problem", message })}
          />
        </CardContent>
      </Card>
    </PublicPageShell>
  );
}

interface NoticeProps {
  icon: ReactNode;
  title: string;
  /** The one way on: a button-styled link to `to`. */
  to: string;
  action: string;
  children: ReactNode;
}

function Notice({ icon, title, to, action, children }: NoticeProps) {
  return (
    <PublicPageShell className="items-center justify-center py-6">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            {icon}
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{children}</p>
          <Link to={to} className={buttonVariants({ className: "mt-2" })}>
            {action}
          </Link>
        </CardContent>
      </Card>
    </PublicPageShell>
  );
}
