import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN_LENGTH } from "@app/shared/password";

// zxcvbn-ts ships ~49k of the most common passwords seen in breaches; only those long enough to
// pass the length rule matter here.
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].filter((p) => p.length >= PASSWORD_MIN_LENGTH));
  return commonPasswords.has(password.toLowerCase());
}
