/** User-facing texts fixed by the spec (section 8) and used by more than one feature. */
export const PASSWORD_MISMATCH_TITLE = "Error";
export const PASSWORD_MISMATCH_DESCRIPTION = "Passwords do not match";
