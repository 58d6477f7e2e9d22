import { APIError } from "better-auth/api";
import { AppError } from "../../platform/errors";
import type { UserDataRegistry } from "../../platform/user-data";

type ApiStatus = ConstructorParameters<typeof APIError>[0];

/**
 * What runs before Better Auth deletes a user (its `beforeDelete`): every section's erase. A
 * section that refuses (billing, when a paid subscription cannot be cancelled) throws an AppError;
 * Better Auth would turn any error but its own into a 500, so the refusal is handed over as its
 * APIError with our status, code and message, and the account stays.
 */
export function eraseBeforeDeletion(userData: UserDataRegistry) {
  return async (userId: string): Promise<void> => {
    try {
      await userData.erase(userId);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      throw new APIError(err.status as ApiStatus, { code: err.code, message: err.message }, err.headers);
    }
  };
}
