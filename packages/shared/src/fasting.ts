import { z } from "zod";

export const PRESET_FASTING_TYPES = ["16:8", "18:6", "20:4", "24:0"] as const;
export const CUSTOM_MIN_HOURS = 1;
export const CUSTOM_MAX_HOURS = 72;
export const CUSTOM_DEFAULT_HOURS = 24;
export const DEFAULT_TARGET_HOURS = 16;
export const RECENT_SESSIONS_LIMIT = 5;
