import type { FoodDetail, FoodEntry } from "@app/shared/food";

/* USDA SR Legacy values, as the server answers them. */

export const EGG: FoodDetail = {
  id: "01123",
  name: "Egg, whole, raw, fresh",
  displayName: "Egg",
  source: "usda",
  group: "eggs",
  kcal: 143,
  protein: 12.56,
  fat: 9.51,
  favorite: false,
  nutrients: { kcal: 143, protein: 12.56, fat: 9.51, carbs: 0.72, sodium: 142 },
  portions: [
    { label: "1 large", grams: 50 },
    { label: "1 extra large", grams: 56 },
  ],
  cookedYield: null,
  yieldSource: null,
  cookedForms: [],
};

export const RAW_RIBEYE: FoodDetail = {
  id: "23177",
  name: "Beef, rib eye steak, boneless, lip off, lean only, choice, raw",
  displayName: null,
  source: "usda",
  group: "beef",
  kcal: 148,
  protein: 21.69,
  fat: 6.16,
  favorite: false,
  nutrients: { kcal: 148, protein: 21.69, fat: 6.16, carbs: 0 },
  portions: [{ label: "1 steak", grams: 291 }],
  cookedYield: null,
  yieldSource: null,
  cookedForms: [
    {
      id: "23178",
      name: "Beef, rib eye steak, boneless, lip off, lean only, choice, cooked, grilled",
      cookedYield: 0.786,
      yieldSource: "usda-portion",
    },
  ],
};

export const GRILLED_RIBEYE: FoodDetail = {
  ...RAW_RIBEYE,
  id: "23178",
  name: "Beef, rib eye steak, boneless, lip off, lean only, choice, cooked, grilled",
  kcal: 192,
  protein: 28.23,
  fat: 8.07,
  nutrients: { kcal: 192, protein: 28.23, fat: 8.07, carbs: 0 },
  portions: [{ label: "1 steak (yield from 294 g raw meat)", grams: 231 }],
  cookedYield: 0.786,
  yieldSource: "usda-portion",
  cookedForms: [],
};

export function entry(overrides: Partial<FoodEntry> = {}): FoodEntry {
  return {
    id: "6f1c2a52-8d4e-4a7b-9c3e-1f2a3b4c5d6e",
    food: { id: EGG.id, name: EGG.name, displayName: EGG.displayName, source: "usda", portions: EGG.portions },
    amount: 3,
    unit: "1 large",
    unitKey: "portion:0",
    weighedGrams: 150,
    weighed: "as-eaten",
    cookedYield: null,
    grams: 150,
    eatenAt: "2026-11-23T07:30:00.000Z",
    note: "soft-boiled",
    mealId: null,
    kcal: 214.5,
    protein: 18.84,
    fat: 14.265,
    carbs: 1.08,
    ...overrides,
  };
}
