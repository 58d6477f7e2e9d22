import { errorMessage } from "./errors";
import { toast } from "./toast";

/**
 * A failed action, said once (a toast or an inline notice, never both): `atField` puts
 * the message next to the field it concerns and returns true when it did (e.g. a wrong current
 * password); otherwise the message is an error toast titled `title`. Returns where it went.
 */
export function reportFailure(title: string, error: unknown, atField?: (message: string) => boolean): "field" | "toast" {
  const message = errorMessage(error);
  if (atField?.(message)) return "field";
  toast.error(title, { description: message });
  return "toast";
}

/** True when the action failed, which is then said in an error toast titled `title`. */
export async function failed(action: Promise<unknown>, title: string): Promise<boolean> {
  try {
    await action;
    return false;
  } catch (error) {
    reportFailure(title, error);
    return true;
  }
}
