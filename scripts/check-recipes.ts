// `npx tsx scripts/check-recipes.ts`: every recipe file in apps/server/recipes/ checked as the server
// checks it at start (schema, foods, yields, amounts, slugs, the free ones), with each recipe's
// nutrition per serving as the app computes it, so a recipe writer sees at once what users will.
import { fileURLToPath } from "node:url";
import { OWN_FOODS } from "../apps/server/src/modules/food/catalog/own-foods";
import { parseUsda, readUsdaPackage } from "../apps/server/src/modules/food/catalog/usda";
import { computeRecipe } from "../apps/server/src/modules/recipes/recipe-catalog";
import { readRecipeFiles } from "../apps/server/src/modules/recipes/recipe-files";

const { abbrev, foodDes } = readUsdaPackage();
const foods = new Map([...parseUsda(abbrev, foodDes), ...OWN_FOODS].map((f) => [f.id, f]));
const foodOf = (id: string) => foods.get(id);
const dir = fileURLToPath(new URL("../apps/server/recipes", import.meta.url));
const recipes = readRecipeFiles(dir, foodOf).map((file) => computeRecipe(file, foodOf));
const figure = (n: number | undefined, digits = 1) => (n === undefined ? "no data" : n.toFixed(digits));
for (const r of recipes) {
  const n = r.perServing;
  const flagged = r.incomplete.filter((k) => ["kcal", "protein", "fat"].includes(k));
  console.log(
    `${r.free ? "free " : "     "}${r.category.padEnd(14)} ${r.slug.padEnd(36)} per serving: ${figure(n.kcal, 0)} kcal, ` +
      `${figure(n.protein)} g protein, ${figure(n.fat)} g fat${flagged.length ? ` (some ingredients lack ${flagged.join(", ")})` : ""}`,
  );
}
console.log(`${recipes.length} recipes, all valid`);
