import { z } from "zod";
import { CUSTOM_FASTING_PATTERN, CUSTOM_MAX_HOURS, CUSTOM_MIN_HOURS, PRESET_FASTING_TYPES } from "./fasting-rules";

export const fastingTypeSchema = z.string({ error: "fastingType is required." }).refine(
  (value) => {
    if ((PRESET_FASTING_TYPES as readonly string[]).includes(value)) return true;
    const custom = CUSTOM_FASTING_PATTERN.exec(value);
    if (!custom) return false;
    const hours = Number(custom[1]);
    return hours >= CUSTOM_MIN_HOURS && hours <= CUSTOM_MAX_HOURS;
  },
  { message: `Choose 16:8, 18:6, 20:4, 24:0, or a custom fast of ${CUSTOM_MIN_HOURS}-${CUSTOM_MAX_HOURS} whole hours ("Custom {n}h").` },
);

export const startFastBodySchema = z.strictObject({ fastingType: fastingTypeSchema });
export type StartFastBody = z.infer<typeof startFastBodySchema>;

export const endFastBodySchema = z.strictObject({});

