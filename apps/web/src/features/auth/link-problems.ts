export const CONFIRMATION_LINK_ERROR = "This confirmation link is invalid or has expired. Sign in to get a new one.";
export const CONFIRMATION_LINK_USED = "This confirmation link has already been used. Sign in with your email and password.";

/** What to tell someone whose confirmation link did not work, by the server's error code. */
export function confirmationLinkProblem(code: string | undefined): string {
  return code === "LINK_ALREADY_USED" ? CONFIRMATION_LINK_USED : CONFIRMATION_LINK_ERROR;
}

export function isLinkProblem(code: string | undefined): boolean {
  return code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED" || code === "LINK_ALREADY_USED";
}
