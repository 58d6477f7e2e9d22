/** Result of a Better Auth client call: never throws (network failures become `error`). */
export type AuthResult<T> = { data: T; error: null } | { data: null; error: unknown };

export async function authCall<T>(call: () => Promise<{ data: T | null; error: unknown }>): Promise<AuthResult<T>> {
  try {
    const { data, error } = await call();
    if (error) return { data: null, error };
    return { data: data as T, error: null };
  } catch (error) {
    return { data: null, error };
  }
}
