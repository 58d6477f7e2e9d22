import { NEW_PASSWORD_HINT } from "@app/shared/password";
import { KeyRound } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { useNewPassword } from "@/lib/use-new-password";
import { changePassword } from "../api/change-password";
import { SectionIcon } from "./section-icon";
import { failureOf } from "@/lib/auth-call";

export function ChangePasswordCard() {
  const [currentPassword, setCurrentPassword] = useState("");
  const confirmRef = useRef<HTMLInputElement>(null);
  const newPassword = useNewPassword(confirmRef);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (!newPassword.matches()) return;
    setIsSubmitting(true);
    const error = await failureOf(changePassword({ currentPassword, newPassword: newPassword.password }));
    setIsSubmitting(false);
    if (error) {
      toast.error("Couldn't update your password", { description: errorMessage(error) });
      return;
    }
    toast.success("Password updated", { description: "You've been signed out on your other devices." });
    setCurrentPassword("");
    newPassword.clear();
  }

  return (
    <Card as="section">
      <CardHeader>
        <div className="flex items-center gap-3">
          <SectionIcon>
            <KeyRound />
          </SectionIcon>
          <CardTitle id="change-password-title" className="text-lg">
            Change password
          </CardTitle>
        </div>
        <CardDescription>Choose a new password. Other devices will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="grid max-w-md gap-5">
          <FormField
            id="current-password"
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
          <FormField
            id="new-password"
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={NEW_PASSWORD_HINT}
            value={newPassword.password}
            onChange={(e) => newPassword.setPassword(e.target.value)}
          />
          <FormField
            ref={confirmRef}
            id="confirm-new-password"
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            invalid={newPassword.mismatch}
            value={newPassword.confirmPassword}
            onChange={(e) => newPassword.setConfirmPassword(e.target.value)}
          />
          <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            Update password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
