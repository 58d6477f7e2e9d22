/**
 * What other features may use of fasting (decision 028): the "End fast and add" offer a meal's
 * dialog makes, its notice, and the fasting type fields onboarding asks with. Everything else in
 * this folder is fasting's own.
 */
export { EndFastNotice } from "./components/end-fast-notice";
export { CustomHoursField, FastingTypeOptions } from "./components/fasting-type-fields";
export { useEndFastOnLog, type ActiveFast, type EndFast } from "./hooks/use-end-fast-on-log";
