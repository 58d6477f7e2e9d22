import { NUTRIENT_KEYS, SALT_FOOD_ID, SODIUM_MG_PER_G_SALT, type Nutrients } from "@app/shared/food";
import type { CatalogFood } from "./usda";

/**
 * The few foods the catalog holds beyond USDA, each a fact of chemistry rather than a typed-in
 * label. Numbered from 99001: SR28's NDB numbers end below 94000, and SR Legacy is final.
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
];
