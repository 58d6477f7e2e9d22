/* The account's email messages, the same from the server's emailSchema (./requests.ts) and the app's forms (zod-free). */

export const EMAIL_REQUIRED_MESSAGE = "Email is required.";
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email address.";
