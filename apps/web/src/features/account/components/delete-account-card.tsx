import { deleteAccountForm, type DeleteAccountForm } from "@app/shared/password";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PasswordField } from "@/components/ui/form-field";
import { clearLocalSession } from "@/lib/auth-client";
import { errorCode } from "@/lib/errors";
import { deleteAccount } from "../api/delete-account";
import { SectionHeading } from "@/components/ui/section-heading";
import { failureOf } from "@/lib/auth-call";
import { fieldProps } from "@/lib/form-fields";

export const ACCOUNT_DELETED_MESSAGE = "Your account and all its data have been deleted.";

const EMPTY: DeleteAccountForm = { password: "" };

/**
 * Settings → Delete account: a confirmation dialog asking for the password (react-hook-form with
 * the shared deleteAccountForm). A wrong password is said at the field, any other refusal in a toast.
 * `billingNotice` says what happens to a paid plan (the settings page gives billing's), in the card
 * and in the dialog.
 */
export function DeleteAccountCard({ billingNotice }: { billingNotice?: ReactNode }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, setError, reset, control, formState } = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountForm),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);
  const password = useWatch({ control, name: "password" });

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) reset(EMPTY);
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    const error = await failureOf(deleteAccount(password));
    if (error) {
      // A wrong password is this field's problem, said next to it; any other refusal in a toast.
      reportFailure("Couldn't delete your account", error, (message) => {
        if (errorCode(error) !== "INVALID_PASSWORD") return false;
        setError("password", { message }, { shouldFocus: true });
        return true;
      });
      return;
    }
    setOpen(false);
    void clearLocalSession();
    navigate("/", { replace: true });
    toast.success(ACCOUNT_DELETED_MESSAGE);
  });

  return (
    <Card as="section" className="border-destructive/25">
      <CardHeader>
        <SectionHeading id="delete-account-title" icon={<Trash2 />} tone="danger">
          Delete account
        </SectionHeading>
        <CardDescription>
          Permanently delete your account and all of its data, including your fasting history and food log. This can't be undone.
        </CardDescription>
        {billingNotice && <div className="text-sm">{billingNotice}</div>}
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={handleOpenChange}
          trigger={
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          }
          title="Delete your account?"
          description={
            <>
              Your account, your fasting history and all other data will be deleted for good. Enter your password to confirm.
              {billingNotice && <span className="mt-2 block">{billingNotice}</span>}
            </>
          }
          confirmLabel="Delete account"
          destructive
          pending={isSubmitting}
          confirmDisabled={password === ""}
          onConfirm={() => void onSubmit()}
        >
          <PasswordField id="delete-account-password" label="Password" autoComplete="current-password" autoFocus {...field("password")} />
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
