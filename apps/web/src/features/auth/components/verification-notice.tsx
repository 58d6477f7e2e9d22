import { MailCheck, MailWarning } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { sendVerificationEmail } from "../api/send-verification-email";
import { failureOf } from "@/lib/auth-call";

interface VerificationNoticeProps {
  email: string;
  /** "sent": right after sign-up. "unverified": a sign-in was refused until the address is confirmed. */
  reason: "sent" | "unverified";
  /** Take focus when shown (after a sign-up, whose button is then disabled and would drop it). */
  focusOnShow?: boolean;
}

/** Inline notice with a "Resend confirmation email" button. */
export function VerificationNotice({ email, reason, focusOnShow = false }: VerificationNoticeProps) {
  const [isSending, setIsSending] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow, email]);
  const Icon = reason === "sent" ? MailCheck : MailWarning;

  async function resend() {
    setIsSending(true);
    const error = await failureOf(sendVerificationEmail(email));
    setIsSending(false);
    if (error) {
      toast.error("Couldn't send the email", { description: errorMessage(error) });
      return;
    }
    toast.success("Confirmation email sent", { description: `Check ${email} for a new link.` });
  }

  return (
    <div
      ref={ref}
      tabIndex={focusOnShow ? -1 : undefined}
      className="flex gap-3 rounded-lg border border-ember/30 bg-ember-soft p-3.5 text-sm text-ember-strong outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 gap-2">
        <p className="break-words">
          {reason === "sent" ? (
            <>
              We sent a confirmation link to <strong className="font-semibold [overflow-wrap:anywhere]">{email}</strong>. Open it to
              activate your account, then sign in.
            </>
          ) : (
            <>
              Confirm <strong className="font-semibold [overflow-wrap:anywhere]">{email}</strong> before signing in. Can't find the email?
            </>
          )}
        </p>
        <Button variant="link" size="inline" className="justify-self-start text-ember-strong" onClick={resend} disabled={isSending}>
          {isSending && <Spinner className="size-3.5" />}
          Resend confirmation email
        </Button>
      </div>
    </div>
  );
}
