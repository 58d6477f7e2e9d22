import { z } from "zod";
import { isSafeRedirectPath, REDIRECT_PATH_MAX_LENGTH } from "../routes/rules";
import { lineSchema } from "../text/schemas";
import { tzSchema } from "../food/schemas";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from "../password/rules";
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from "./rules";

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(EMAIL_MAX_LENGTH, "Email is too long.")
  .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }));

export const passwordSchema = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/** The name reaches mails and, later, other members: one line, no control or bidi characters. */
export const fullNameSchema = lineSchema("Full name", { max: NAME_MAX_LENGTH });

/** A relative in-app path, so a crafted link cannot send a user to another site after auth. */
export const callbackPathSchema = z
  .string()
  .max(REDIRECT_PATH_MAX_LENGTH, "Callback must be a path on this site.")
  .refine(isSafeRedirectPath, "Callback must be a path on this site.");

/** Tokens from our mailed links: URL-safe characters only (a NUL byte must never reach a query). */
export const linkTokenSchema = z
  .string({ error: "The link is incomplete. Please open it again from the email." })
  .min(1, "The link is incomplete. Please open it again from the email.")
  .max(512, "This link is invalid or has expired. Please request a new one.")
  .regex(/^[A-Za-z0-9_-]+$/, "This link is invalid or has expired. Please request a new one.");

export const signUpBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  name: fullNameSchema,
  callbackURL: callbackPathSchema.optional(),
});

/**
 * POST /api/auth/password-check: a new password as it is typed, with the address and name it is
 * for (either may still be half typed), judged by the rules a sign-up applies.
 */
export const passwordCheckBodySchema = z.strictObject({
  password: z.string({ error: "Password is required." }).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  email: z.string().max(EMAIL_MAX_LENGTH).optional(),
  name: z.string().max(NAME_MAX_LENGTH).optional(),
});

/** Its answer: why the password would be refused, or null. */
export interface PasswordCheckResult {
  problem: string | null;
}

export const signInBodySchema = z.strictObject({
  email: emailSchema,
  // Sign-in accepts any non-empty password up to the maximum: old passwords may predate rules.
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
  callbackURL: callbackPathSchema.optional(),
});

export const requestPasswordResetBodySchema = z.strictObject({
  email: emailSchema,
  redirectTo: callbackPathSchema.optional(),
});

export const resetPasswordBodySchema = z.strictObject({
  newPassword: passwordSchema,
  token: linkTokenSchema,
});

/** POST /api/auth/confirm-email: a confirmation link opened in another browser than the sign-up's. */
export const confirmEmailBodySchema = z.strictObject({
  token: linkTokenSchema,
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(PASSWORD_MAX_LENGTH),
});

/** What a confirmation ends in: signed in, or confirmed while another account stays signed in here. */
export interface ConfirmEmailResult {
  status: true;
  signedIn: boolean;
}

export const sendVerificationEmailBodySchema = z.strictObject({
  email: emailSchema,
  callbackURL: callbackPathSchema.optional(),
});

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, "Current password is required.").max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

export const deleteUserBodySchema = z.strictObject({
  password: z.string().min(1, "Password is required.").max(PASSWORD_MAX_LENGTH),
  callbackURL: callbackPathSchema.optional(),
});

export const signOutBodySchema = z.strictObject({});

/** GET /api/account/export: the time zone the spreadsheets give local dates and times in (UTC without one). */
export const exportQuerySchema = z.strictObject({ tz: tzSchema.optional() });
