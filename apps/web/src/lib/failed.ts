import { errorMessage } from "./errors";
import { toast } from "./toast";

/** True when the action failed, which is then said in an error toast titled `title`. */
export async function failed(action: Promise<unknown>, title: string): Promise<boolean> {
  try {
    await action;
    return false;
  } catch (error) {
    toast.error(title, { description: errorMessage(error) });
    return true;
  }
}
