import { passwordRuleProblem, type PasswordOwner } from "@app/shared/password";
import { useEffect, useState } from "react";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { checkPassword } from "../api/check-password";

/** How long typing must pause before the server is asked about the password. */
const CHECK_AFTER_MS = 400;

export type PasswordVerdict =
  | { state: "empty" }
  /** Refused: by the shared rules at once, or by the server's strength check after a pause. */
  | { state: "refused"; problem: string; by: "rules" | "server" }
  | { state: "checking" }
  | { state: "fine" };

/**
 * A new password judged as it is typed, in the server's words: the shared rules on every key, and
 * once they pass and typing pauses, the server's own check (common and easily guessed passwords,
 * which need its word lists). A failed check says nothing: the sign-up decides in the end.
 */
export function usePasswordVerdict(password: string, owner: PasswordOwner): PasswordVerdict {
  const rule = password ? passwordRuleProblem(password, owner) : null;
  const asked = useDebouncedValue(rule || !password ? null : JSON.stringify({ password, ...owner }), CHECK_AFTER_MS);
  const [answer, setAnswer] = useState<{ asked: string; problem: string | null } | null>(null);

  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    const { password: typed, ...typedOwner } = JSON.parse(asked) as PasswordOwner & { password: string };
    checkPassword(typed, typedOwner, controller.signal).then(
      (problem) => setAnswer({ asked, problem }),
      () => undefined,
    );
    return () => controller.abort();
  }, [asked]);

  if (!password) return { state: "empty" };
  if (rule) return { state: "refused", problem: rule, by: "rules" };
  const current = JSON.stringify({ password, ...owner });
  if (answer?.asked !== current) return { state: "checking" };
  return answer.problem ? { state: "refused", problem: answer.problem, by: "server" } : { state: "fine" };
}
