/** The password forms (zod/mini, small enough for a lazy chunk): the server's lengths and messages. */
import * as z from "zod/mini";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from "./rules";
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from "../auth/rules";

export const newPasswordField = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE), z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE));

/** Settings → Change password. Whether the two new ones match is the form's to say (spec toast). */
export const changePasswordForm = z.object({
  currentPassword: z.string().check(z.minLength(1, "Enter your current password.")),
  newPassword: newPasswordField,
  confirmPassword: z.string(),
});
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** The reset page: a new password typed twice. */
export const resetPasswordForm = z.object({ newPassword: newPasswordField, confirmPassword: z.string() });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** The confirmation page opened away from the sign-up's browser: the sign-up password (the server checks it). */
export const confirmEmailForm = z.object({
  password: z.string().check(z.minLength(1, "Enter the password you chose when you signed up.")),
});
export type ConfirmEmailForm = z.infer<typeof confirmEmailForm>;

/** Settings → Delete account: the account's password, to confirm. */
export const deleteAccountForm = z.object({
  password: z.string().check(z.minLength(1, "Enter your password to confirm.")),
});
export type DeleteAccountForm = z.infer<typeof deleteAccountForm>;

/** Sign-in → Forgot password?: the email with the server's messages; its length limit is left to the server. */
export const forgotPasswordForm = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, EMAIL_REQUIRED_MESSAGE)), z.email({ error: EMAIL_INVALID_MESSAGE })),
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;
