import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";
import { isCommonPassword } from "./common-passwords";

const PRODUCT_NAME = "carnitrack";

let estimator: ZxcvbnFactory | undefined;
function strength() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return estimator;
}

/** Who the password is for: what it must not contain, and what makes it easy to guess. */
export interface PasswordOwner {
  email?: string | undefined;
  name?: string | undefined;
}

/**
 * Why a new password is refused, as a sentence for the person choosing it, or null when it is
 * fine. Length is checked by the shared schema before this runs.
 */
export function weakPasswordReason(password: string, owner: PasswordOwner = {}): string | null {
  if (password.trim() === "") return "A password can't be only spaces.";
  if ([...password].every((ch) => ch === password[0])) return "A password can't be one character repeated.";
  const lower = password.toLowerCase();
  if (lower.includes(PRODUCT_NAME)) return "Please don't use the app's name in your password.";
  const email = owner.email?.trim().toLowerCase();
  const local = email?.split("@")[0] ?? "";
  if (email && (lower.includes(email) || (local.length >= 4 && lower.includes(local)))) {
    return "Please don't use your email address in your password.";
  }
  if (isCommonPassword(password)) return "This password is too common. Please choose one that is harder to guess.";
  const inputs = [email, local, ...(owner.name?.toLowerCase().split(/\s+/) ?? []), PRODUCT_NAME].filter((s): s is string => Boolean(s));
  const result = strength().check(password, inputs);
  if (result.score === 0) {
    const why = result.feedback.warning ? ` ${result.feedback.warning}` : "";
    return `This password is too easy to guess.${why} Try a few unrelated words.`;
  }
  return null;
}
