import { splitHours } from "@app/shared/fasting";

/** Toast texts fixed by the spec (section 8). */
export const START_SUCCESS_TITLE = "Fasting Started!";
export const startSuccessDescription = (fastingType: string) => `Your ${fastingType} fast has begun. Good luck!`;
export const START_FAILURE_TITLE = "Error";
export const START_FAILURE_DESCRIPTION = "Failed to start fasting session. Please try again.";

export const END_SUCCESS_TITLE = "Fasting Complete!";
export function endSuccessDescription(durationHours: number): string {
  const { h, m } = splitHours(durationHours);
  return `Great job! You fasted for ${h} hours and ${m} minutes.`;
}
export const END_FAILURE_TITLE = "Error";
export const END_FAILURE_DESCRIPTION = "Failed to end fasting session. Please try again.";

/*
 * Ours, not the spec's: a fast ended within minutes of its start (rules.ts, DISCARDABLE_FAST_MINUTES)
 * is offered for discarding beside the spec's end toast, as the button of that same toast.
 */
export const DISCARD_ACTION = "Discard";
export const DISCARD_SUCCESS_TITLE = "Fast discarded";
export const DISCARD_SUCCESS_DESCRIPTION = "It won't show in your history or stats.";
export const DISCARD_FAILURE_TITLE = "Couldn't discard this fast";
