import { NUTRIENT_KEYS, SALT_FOOD_ID, SODIUM_MG_PER_G_SALT, type Nutrients } from "@app/shared/food";
import type { CatalogFood } from "./usda";

/** Our curated bone broth (see below). */
export const BONE_BROTH_FOOD_ID = "99002";

/**
 * The few foods the catalog holds beyond USDA, each from a named source: a fact of chemistry, or a
 * published label where SR28 lacks the food. Numbered from 99001: SR28's NDB numbers end below
 * 94000, and SR Legacy is final.
 */
export const OWN_FOODS: CatalogFood[] = [
  {
    // The salt quick-add: 1 g of sodium chloride holds 393 mg of sodium (22.99 / 58.44 by mass).
    // USDA's "Salt, table" (02047, 387.6 mg per g) includes anti-caking agents and iodine.
    id: SALT_FOOD_ID,
    name: "Salt (sodium chloride)",
    usdaGroup: "0200",
    group: "other",
    animal: false,
    // Pure sodium chloride: every other nutrient is known to be 0, not "no data".
    nutrients: { ...(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Nutrients), sodium: SODIUM_MG_PER_G_SALT * 100 },
    portions: [{ label: "1 tsp", grams: 6 }],
    rawId: null,
    cookedYield: null,
    yieldSource: null,
  },
  {
    // SR28 has only canned broth (06008: 1.1 g protein per 100 g), which is not what people mean by
    // bone broth: a long-simmered broth holds several times that protein, as gelatin. These are the
    // per-100 g figures of a sold bone broth's Nutrition Facts label as Open Food Facts publishes
    // it (the source is in the name, so it shows wherever the food does). The label declares no
    // more than these, so every other nutrient is "no data", not 0.
    id: BONE_BROTH_FOOD_ID,
    name: "Bone broth (Kettle & Fire label, Open Food Facts 0851702007565)",
    usdaGroup: "0600",
    group: "other",
    animal: true,
    nutrients: { kcal: 17, protein: 4, fat: 0, carbs: 0.2 },
    portions: [{ label: "1 cup (240 ml)", grams: 240 }],
    rawId: null,
    cookedYield: null,
    yieldSource: null,
  },
];
