// `npx tsx scripts/check-recipes.ts`: every recipe file in apps/server/recipes/ checked as the server
// checks it at start (schema, foods, yields, slugs, the free ones), with each recipe's nutrition per
// serving, so a recipe writer sees at once what the app will show.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { OWN_FOODS } from "../apps/server/src/modules/food/catalog/own-foods";
import { parseUsda, readUsdaPackage } from "../apps/server/src/modules/food/catalog/usda";
import { readRecipeFiles } from "../apps/server/src/modules/recipes/recipe-files";

const { abbrev, foodDes } = readUsdaPackage();
const foods = new Map([...parseUsda(abbrev, foodDes), ...OWN_FOODS].map((f) => [f.id, f]));
const dir = fileURLToPath(new URL("../apps/server/recipes", import.meta.url));
const recipes = readRecipeFiles(dir, (id) => foods.get(id));
for (const recipe of recipes) {
  let kcal = 0;
  let protein = 0;
  let fat = 0;
  for (const i of recipe.ingredients) {
    const food = foods.get(i.foodId)!;
    const grams = i.weighed === "raw" ? i.grams * food.cookedYield! : i.grams;
    kcal += ((food.nutrients.kcal ?? 0) * grams) / 100;
    protein += ((food.nutrients.protein ?? 0) * grams) / 100;
    fat += ((food.nutrients.fat ?? 0) * grams) / 100;
  }
  const s = recipe.servings;
  console.log(
    `${recipe.free ? "free " : "     "}${recipe.category.padEnd(14)} ${path.basename(recipe.slug).padEnd(36)} per serving: ${Math.round(kcal / s)} kcal, ${(protein / s).toFixed(1)} g protein, ${(fat / s).toFixed(1)} g fat`,
  );
}
console.log(`${recipes.length} recipes, all valid`);
