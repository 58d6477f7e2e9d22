import * as z from "zod/mini";
import { isSafeRedirectPath, REDIRECT_PATH_MAX_LENGTH } from "../routes/rules";
import { lineSchema } from "../text/fields";
import { tzSchema } from "../time/fields";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from "../password/rules";
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from "./rules";

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z.pipe(
  z
    .string({ error: EMAIL_REQUIRED_MESSAGE })
    .check(z.trim(), z.minLength(1, EMAIL_REQUIRED_MESSAGE), z.maxLength(EMAIL_MAX_LENGTH, "Email is too long.")),
  z.email({ error: EMAIL_INVALID_MESSAGE }),
);

export const passwordSchema = z
  .string({ error: "Password is required." })
  .check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE), z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE));

/** The name reaches mails and, later, other members: one line, no control or bidi characters. */
export const fullNameSchema = lineSchema("Full name", { max: NAME_MAX_LENGTH });

/** A relative in-app path, so a crafted link cannot send a user to another site after auth. */
export const callbackPathSchema = z
  .string()
  .check(
    z.maxLength(REDIRECT_PATH_MAX_LENGTH, "Callback must be a path on this site."),
    z.refine(isSafeRedirectPath, "Callback must be a path on this site."),
  );

/** Tokens from our mailed links: URL-safe characters only (a NUL byte must never reach a query). */
export const linkTokenSchema = z
  .string({ error: "The link is incomplete. Please open it again from the email." })
  .check(
    z.minLength(1, "The link is incomplete. Please open it again from the email."),
    z.maxLength(512, "This link is invalid or has expired. Please request a new one."),
    z.regex(/^[A-Za-z0-9_-]+$/, "This link is invalid or has expired. Please request a new one."),
  );

export const signUpBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  name: fullNameSchema,
  callbackURL: z.optional(callbackPathSchema),
});

/** POST /api/auth/password-check: a new password as typed, with the (maybe half-typed) address and name, by sign-up's rules. */
export const passwordCheckBodySchema = z.strictObject({
  password: z.string({ error: "Password is required." }).check(z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)),
  email: z.optional(z.string().check(z.maxLength(EMAIL_MAX_LENGTH))),
  name: z.optional(z.string().check(z.maxLength(NAME_MAX_LENGTH))),
});

/** Its response: why the password would be refused, or null. */
export interface PasswordCheckResult {
  problem: string | null;
}

export const signInBodySchema = z.strictObject({
  email: emailSchema,
  // Sign-in accepts any non-empty password up to the maximum: old passwords may predate rules.
  password: z.string({ error: "Password is required." }).check(z.minLength(1, "Password is required."), z.maxLength(PASSWORD_MAX_LENGTH)),
  rememberMe: z.optional(z.boolean()),
  callbackURL: z.optional(callbackPathSchema),
});

export const requestPasswordResetBodySchema = z.strictObject({
  email: emailSchema,
  redirectTo: z.optional(callbackPathSchema),
});

export const resetPasswordBodySchema = z.strictObject({
  newPassword: passwordSchema,
  token: linkTokenSchema,
});

/** POST /api/auth/confirm-email: a confirmation link opened in another browser than the sign-up's. */
export const confirmEmailBodySchema = z.strictObject({
  token: linkTokenSchema,
  password: z.string({ error: "Password is required." }).check(z.minLength(1, "Password is required."), z.maxLength(PASSWORD_MAX_LENGTH)),
});

/** What a confirmation ends in: signed in, or confirmed while another account stays signed in here. */
export interface ConfirmEmailResult {
  status: true;
  signedIn: boolean;
}

export const sendVerificationEmailBodySchema = z.strictObject({
  email: emailSchema,
  callbackURL: z.optional(callbackPathSchema),
});

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().check(z.minLength(1, "Current password is required."), z.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword: passwordSchema,
  revokeOtherSessions: z.optional(z.boolean()),
});

export const deleteUserBodySchema = z.strictObject({
  password: z.string().check(z.minLength(1, "Password is required."), z.maxLength(PASSWORD_MAX_LENGTH)),
  callbackURL: z.optional(callbackPathSchema),
});

export const signOutBodySchema = z.strictObject({});

/** GET /api/account/export: the time zone the spreadsheets give local dates and times in (UTC without one). */
export const exportQuerySchema = z.strictObject({ tz: z.optional(tzSchema) });
