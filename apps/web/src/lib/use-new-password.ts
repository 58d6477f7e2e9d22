import { useState, type RefObject } from "react";
import { PASSWORD_MISMATCH_DESCRIPTION, PASSWORD_MISMATCH_TITLE } from "./messages";
import { toast } from "./toast";

/**
 * A new password typed twice (sign-up, reset, change password). Editing either field clears the
 * mismatch mark; `matches()` reports a mismatch the spec's way (spec 5 and 8) before anything is sent
 * and moves focus to the confirmation field (`confirmRef`, owned by the form).
 */
export function useNewPassword(confirmRef: RefObject<HTMLInputElement | null>) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [mismatch, setMismatch] = useState(false);

  return {
    password,
    confirmPassword,
    mismatch,
    setPassword: (value: string) => {
      setPassword(value);
      setMismatch(false);
    },
    setConfirmPassword: (value: string) => {
      setConfirmPassword(value);
      setMismatch(false);
    },
    /** True when both match; otherwise the "Error" / "Passwords do not match" toast and focus on the confirmation. */
    matches: (): boolean => {
      if (password === confirmPassword) return true;
      setMismatch(true);
      toast.error(PASSWORD_MISMATCH_TITLE, { description: PASSWORD_MISMATCH_DESCRIPTION });
      confirmRef.current?.focus();
      return false;
    },
    clear: () => {
      setPassword("");
      setConfirmPassword("");
    },
  };
}
