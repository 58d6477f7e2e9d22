import { KeyRound } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { PASSWORD_MISMATCH_DESCRIPTION, PASSWORD_MISMATCH_TITLE } from "@/lib/messages";
import { changePassword } from "../api/change-password";
import { SectionIcon } from "./section-icon";

export function ChangePasswordCard() {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (newPassword !== confirmPassword) {
      setMismatch(true);
      toast.error(PASSWORD_MISMATCH_TITLE, { description: PASSWORD_MISMATCH_DESCRIPTION });
      confirmRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    const { error } = await changePassword({ currentPassword, newPassword });
    setIsSubmitting(false);
    if (error) {
      toast.error("Couldn't update your password", { description: errorMessage(error) });
      return;
    }
    toast.success("Password updated", { description: "You've been signed out on your other devices." });
    setCurrentPassword("");
    setNewPassword("");
    setConfirmPassword("");
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
            hint="Use at least 8 characters."
            value={newPassword}
            onChange={(e) => {
              setNewPassword(e.target.value);
              setMismatch(false);
            }}
          />
          <FormField
            ref={confirmRef}
            id="confirm-new-password"
            name="confirmPassword"
            label="Confirm new password"
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
          <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            Update password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
