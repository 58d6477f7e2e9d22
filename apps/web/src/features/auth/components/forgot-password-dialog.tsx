import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage, errorStatus } from "@/lib/errors";
import { requestPasswordReset } from "../api/request-password-reset";
import { failureOf } from "@/lib/auth-call";

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we've sent a link to reset your password.";

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}

export default function ForgotPasswordDialog({ open, onOpenChange, defaultEmail = "" }: ForgotPasswordDialogProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    const error = await failureOf(requestPasswordReset(email.trim()));
    setIsSubmitting(false);
    // The answer never tells whether an account exists. Only a malformed address (400) or
    // too many requests (429) is worth reporting, as neither reveals anything.
    const status = error ? errorStatus(error) : undefined;
    if (error && (status === 400 || status === 429)) {
      toast.error("Couldn't send the link", { description: errorMessage(error) });
      return;
    }
    toast.success(RESET_REQUESTED_MESSAGE);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>Enter the email you signed up with and we'll send you a link to choose a new password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} noValidate className="grid gap-5">
          <FormField
            id="forgot-password-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            required
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              Send reset link
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
