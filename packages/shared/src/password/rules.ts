/** Password length rules, zod-free so the app's forms can show them (the server enforces them in auth/requests.ts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;

/** The hint under every new-password field. */
export const NEW_PASSWORD_HINT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;

/** The app's name, which a password must not contain (it is the first word an attacker tries). */
export const PASSWORD_PRODUCT_NAME = "carnitrack";

/** Who a new password is for: what it must not contain, and what makes it easy to guess. */
export interface PasswordOwner {
  email?: string | undefined;
  name?: string | undefined;
}

/** A new password's rules that need no word list, as the server words them (the form shows them as typed), or null. */
export function passwordRuleProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (password.trim() === "") return "A password can't be only spaces.";
  if ([...password].every((ch) => ch === password[0])) return "A password can't be one character repeated.";
  const lower = password.toLowerCase();
  if (lower.includes(PASSWORD_PRODUCT_NAME)) return "Please don't use the app's name in your password.";
  const email = owner.email?.trim().toLowerCase();
  const local = email?.split("@")[0] ?? "";
  if (email && (lower.includes(email) || (local.length >= 4 && lower.includes(local)))) {
    return "Please don't use your email address in your password.";
  }
  return null;
}
