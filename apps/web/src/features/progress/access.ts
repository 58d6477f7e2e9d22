/** What the signed-in user may see of the Premium parts: "checking" while the subscription loads. */
export type ProgressAccess = "premium" | "free" | "checking";
