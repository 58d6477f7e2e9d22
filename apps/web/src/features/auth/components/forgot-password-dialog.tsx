import { forgotPasswordForm, type ForgotPasswordForm as ForgotPasswordValues } from "@app/shared/password";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { EmailField } from "@/components/ui/form-field";
import { errorMessage, errorStatus } from "@/lib/errors";
import { requestPasswordReset } from "../api/request-password-reset";
import { failureOf } from "@/lib/auth-call";
import { fieldProps } from "@/lib/form-fields";

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we've sent a link to reset your password.";

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}

/**
 * Asks for a reset link (react-hook-form with the shared forgotPasswordForm; its own lazy chunk,
 * so the landing page's entry does not carry the form library).
 */
export default function ForgotPasswordDialog({ open, onOpenChange, defaultEmail = "" }: ForgotPasswordDialogProps) {
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(async ({ email }) => {
    const error = await failureOf(requestPasswordReset(email));
    // The response never tells whether an account exists. Only a malformed address (400) or
    // too many requests (429) is worth reporting, as neither reveals anything.
    const status = error ? errorStatus(error) : undefined;
    if (error && (status === 400 || status === 429)) {
      toast.error("Couldn't send the link", { description: errorMessage(error) });
      return;
    }
    toast.success(RESET_REQUESTED_MESSAGE);
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          title="Reset your password"
          description="Enter the email you signed up with and we'll send you a link to choose a new password."
        />
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <EmailField id="forgot-password-email" autoFocus {...field("email")} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" pending={isSubmitting}>
              Send reset link
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
