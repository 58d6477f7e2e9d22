import { foods, recipes, referenceData } from "./schema";

/** Tables of reference data, the same for every user (imported at start, never emptied by tests). */
export const REFERENCE_TABLES = [foods, referenceData, recipes] as const;
