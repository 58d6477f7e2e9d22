import { lazy } from "react";

/**
 * The onboarding dialog, loaded when first shown: shown once per account (the dashboard) or when
 * asked for (Settings), its form libraries stay out of the chunk every signed-in page loads first.
 * `loadOnboardingDialog` starts the download ahead, e.g. on the Settings button's hover or focus.
 */
export const loadOnboardingDialog = () => import("./onboarding-dialog");
export const OnboardingDialog = lazy(() => loadOnboardingDialog().then((module) => ({ default: module.OnboardingDialog })));
