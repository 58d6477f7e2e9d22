/** Password length rules, zod-free so the app's forms can show them (the server enforces them in auth/schemas.ts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;

/** The hint under every new-password field. */
export const NEW_PASSWORD_HINT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
