import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(EMAIL_MAX_LENGTH, "Email is too long.")
  .pipe(z.email({ error: "Please enter a valid email address." }));

export const passwordSchema = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const fullNameSchema = z
  .string({ error: "Full name is required." })
  .trim()
  .min(1, "Full name is required.")
  .max(NAME_MAX_LENGTH, `Full name must be at most ${NAME_MAX_LENGTH} characters.`);

/** A relative in-app path, so a crafted link cannot send a user to another site after auth. */
export const callbackPathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[^\s\\]*$/, "Callback must be a path on this site.");

export const signUpBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  name: fullNameSchema,
  callbackURL: callbackPathSchema.optional(),
});

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
  token: z.string().min(1).max(512),
});

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
